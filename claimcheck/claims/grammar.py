"""The claim reader: a statement -> a ``Reading`` (assertions, context facts, arm mentions,
inert words, and the words it did not read).

Coverage by construction: the whole statement is tokenized (``claimcheck.claims.statement``);
each construct below *consumes* the tokens it understood; at the end every token is either
consumed, an arm mention, or on the documented inert list (``INERT``). Every other token is
``unread``, and an unread token makes the verdict ``not-yet``. Negations and hedges are never
inert: a negation is read only where a construct places it (``not faster than``, ``no speedup
over``, ``it is not true that ...``, ``no ... cache benefit was observed``, ``X, not Y,``), so a
negation anywhere else is left unread. The reader is a hand-written lexicon + pattern parser over
tokens, linear in the statement's length (see docs/claim-check.md for why not a generated
parser: the vocabulary of arm names comes from each witness).

Constructs (each one reads only its own clause; clauses end at ``;``, ``.``, ``!``, and a
``, whose`` relative clause is its own clause whose subject is the arm named just before it):

* subject: the first arm mention that no other construct took (``each arm`` / ``every arm`` /
  ``both arms`` / ``all arms``: every arm);
* baseline binders: ``than / over / versus / vs / against / compared with|to / relative to``
  followed by an arm, and a ratio followed directly by an arm (``0.539x the sequential rate``);
  ``from A to B``: baseline A, subject B;
* comparisons: ``N x [faster|slower|higher|lower|...]``, ``N times``, ``twice``, ``P% faster``,
  ``P% of the X rate``, ``a N x speedup over``, direction words without a number (``faster than``),
  ``outperformed X``, ``doubled/halved/tripled the M``, ``cut/reduced/increased M by P%``;
* values: ``P% padding``, ``N s`` (with a metric), ``N token steps/s``, counts (``12 tasks``,
  ``four workers``, ``25 submitted jobs``, ``1 cancelled``), fractions (``94/144 useful/allocated
  steps``);
* relations and hedges placed directly before a number (``at least``, ``more than``, ``over``,
  ``under``, ``at most``, ``about``, ``~``, ``>=`` ...); ``up to`` before a ratio, a percent change or
  a rate is the best run (``Assertion.over_runs``), anywhere else it is not read;
* metrics and statistics (``TTFT p50``, ``median TTFT``, ``queue delay p95``, ``throughput``);
* cache claims; context facts (declared settings, GPU names, model sizes and names, engines).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from claimcheck.claims.tolerance import half_width, range_band, tolerance  # noqa: F401 - the reader's rule, re-exported
from claimcheck.claims.reading import Assertion, ContextFact, Reading, Span, Tolerance
from claimcheck.claims import value_arms as _value_arms
from claimcheck.claims.changelog_leads import changelog_leads as _changelog_leads
from claimcheck.claims.casual import casual as _casual
from claimcheck.claims.report_relatives import report_relatives as _report_relatives
from claimcheck.claims.which_comparisons import which_comparisons as _which_comparisons
from claimcheck.claims.prose import gap_tails as _gap_tails
from claimcheck.claims.config_arms import config_counts, config_phrases, config_refs, paren_labels, quant_alias_phrases, value_words
from claimcheck.claims import figure_leads as _figure_leads, value_verbs as _value_verbs
from claimcheck.claims import flag_arms as _flag_arms
from claimcheck.claims import extremes as _extremes
from claimcheck.claims import size_words as _size_words
from claimcheck.claims import unnamed_change as _unnamed_change
from claimcheck.claims import changed_value as _changed_value
from claimcheck.claims import change_labels as _change_labels
from claimcheck.claims import before_after as _before_after
from claimcheck.claims.change_noun_pairs import change_noun_pairs as _change_noun_pairs
from claimcheck.claims import paren_ratio as _paren_ratio
from claimcheck.claims import value_gloss as _value_gloss
from claimcheck.claims.slips import slips as _slips
from claimcheck.claims.binder_forms import binder_forms as _binder_forms
from claimcheck.claims.out_of import out_of as _out_of
from claimcheck.claims.elided_counts import elided_counts as _elided_counts
from claimcheck.claims import descriptors as _descriptors
from claimcheck.claims import scope_facts as _scope_facts
from claimcheck.claims.flag_arms import bare_table, bare_values, flag_phrases, own_keys
from claimcheck.claims.statement import Token, tokens as _tokens
from claimcheck.claims import bound_values as _bound_values
from claimcheck.claims.markup import tokens as markup_tokens
from claimcheck.claims import asides as _asides
from claimcheck.claims import unaffected as _unaffected, value_lists as _value_lists
from claimcheck.claims.parity import assertion as _parity_assertion, read as _read_parity
from claimcheck.claims import amounts as _amounts
from claimcheck.claims import request_rates as _request_rates
from claimcheck.claims import pair_frames as _pair_frames
from claimcheck.claims import openers as _openers  # noqa: E402
from claimcheck.claims import report_leads as _report_leads  # noqa: E402
from claimcheck.claims import favor_frames as _favor_frames  # noqa: E402
from claimcheck.claims import bare_change as _bare_change
from claimcheck.claims import sweep_chains as _sweep_chains  # noqa: E402
from claimcheck.claims.label_lines import label_lines as _label_lines, pipe_joiners as _pipe_joiners
from claimcheck.claims.label_lines import paren_arm_labels as _paren_arm_labels
from claimcheck.claims.label_lines import paren_setup_labels as _paren_setup_labels
from claimcheck.claims import run_frames as _run_frames
from claimcheck.claims.table_rows import table_rows as _table_rows
from claimcheck.claims.for_arm_labels import for_arms_labels as _for_arms_labels
from claimcheck.claims.sweep_lists import sweep_lists as _sweep_lists, sweep_order as _sweep_order
from claimcheck.claims.delta_lines import delta_lines as _delta_lines
from claimcheck.claims.token_costs import token_costs as _token_costs
from claimcheck.claims.arm_nouns import noun_phrases as _noun_phrases
from claimcheck.claims.state_arms import with_aliases as _with_aliases
from claimcheck.claims.state_arms import both_gap as _both_gap, both_states as _both_states, state_phrases as _state_phrases, under_arms as _under_arms
from claimcheck.claims.total_defs import total_definitions as _total_definitions
from claimcheck.claims.factor_ratios import factor_ratios as _factor_ratios
from claimcheck.claims.generation_words import bare_generation as _bare_generation
from claimcheck.claims.setting_sums import setting_sums as _setting_sums
from claimcheck.claims.kilo_rates import kilo_rates as _kilo_rates
from claimcheck.claims.winner_tails import winner_tails as _winner_tails
from claimcheck.claims.verdict_sentences import verdict_sentences as _verdict_sentences
from claimcheck.claims import token_speed as _token_speed
from claimcheck.claims.metric_lists import metric_lists as _metric_lists
from claimcheck.claims.comparative_lists import comparative_lists as _comparative_lists
from claimcheck.claims.distributed_changes import distributed_changes as _distributed_changes
from claimcheck.claims import generic_speed as _generic_speed
from claimcheck.claims.lead_labels import lead_labels as _lead_labels, says_against as _says_against
from claimcheck.claims.question_answers import question_answers as _question_answers
from claimcheck.claims import coordinated_baselines as _coordinated
from claimcheck.claims import coordinated_subjects as _coord_subjects
from claimcheck.claims import end_to_end as _end_to_end
from claimcheck.claims.method_arms import method_arms as _method_arms
from claimcheck.claims.equals_copula import equals_copula as _equals_copula
from claimcheck.claims.advantage_words import advantage_words as _advantage_words  # noqa: E402
from claimcheck.claims import single_item as _single_item
from claimcheck.claims import response_lines as _response_lines
from claimcheck.claims import additive_steps as _additive_steps
from claimcheck.claims.lead_arm_lists import lead_arm_lists as _lead_arm_lists
from claimcheck.claims import same_counts as _same_counts
from claimcheck.claims import concessive_arms as _concessive_arms
from claimcheck.claims.vocabulary import RATIO_PARTICIPLES  # noqa: E402
from claimcheck.claims.vocabulary import FRACTION_VALUE_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import WHOLE_ANSWER_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import PER_GROUP_NOUNS, NVIDIA_ALONE_AFTER  # noqa: E402
from claimcheck.claims.vocabulary import UNIT_OUTPUT_TAILS, UNIT_OUTPUT_TAIL_NEXT  # noqa: E402
from claimcheck.claims.vocabulary import AVERAGING_PARTICIPLES, POOLING_PARTICIPLES  # noqa: E402
from claimcheck.claims.vocabulary import TOPIC_RATE_LEAD, TOPIC_RATE_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import RESOURCE_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import SUMMARY_PCT_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import SCOPE_VERSION_JOINERS  # noqa: E402
from claimcheck.claims.vocabulary import RANGE_NOUN_ADJECTIVES, RANGE_NOUN_ARTICLES, RANGE_NOUN_LEADS, RANGE_NOUNS  # noqa: E402,E501
from claimcheck.claims.vocabulary import RANGE_NOUN_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import ROUND_HEDGE_WORDS, ROUND_NOUN_BEFORE  # noqa: E402
from claimcheck.claims.vocabulary import WHOLE_RUN_LEADS, WHOLE_RUN_RATES  # noqa: E402
from claimcheck.claims.vocabulary import WHOLE_RUN_TIME_FIRST, WHOLE_RUN_TIME_HEADS, WHOLE_RUN_TIME_MODIFIERS, WHOLE_RUN_TIME_RUNS  # noqa: E402,E501
from claimcheck.claims.vocabulary import MARGIN_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import GLOSS_FROM_SEPARATORS  # noqa: E402
from claimcheck.claims.vocabulary import EXACT_WORDS  # noqa: E402
from claimcheck.claims import unchanged as _unchanged
from claimcheck.claims import value_metric as _value_metric
from claimcheck.claims.of_arm_pairs import of_arm_pairs as _of_arm_pairs
from claimcheck.claims.recap_sentences import recap_sentences as _recap_sentences
from claimcheck.claims.vocabulary import TIME_QUANTIFIED_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import PROSE_INTENSIFIERS  # noqa: E402
from claimcheck.claims.vocabulary import GPU_MEMORY_IDENT  # noqa: E402
from claimcheck.claims.vocabulary import VALUE_FIGURE_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import OTHER_ARM_VALUE_LINKS  # noqa: E402
from claimcheck.claims.vocabulary import GPU_VENDOR_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import GPU_VENDOR_JOINS, GPU_VENDOR_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import DOUBLE_HEDGE_WORDS, EXCESS_RELATIONS  # noqa: E402
from claimcheck.claims.revisions import revision_phrases as _revision_phrases, time_order as _time_order, \
    time_phrases as _time_phrases, time_refs as _time_refs
from claimcheck.claims.prose import hold_cause_negations as _prose_hold_cause_negations, mark_prose, prose_only
from claimcheck.claims.vocabulary import DISCOURSE_COMMA_ONLY, PROSE_PRONOUNS  # noqa: E402

# --- lexicon: the one vocabulary (claimcheck.claims.vocabulary) ----------------------------
from claimcheck.claims.vocabulary import (  # noqa: E402,F401  (re-exported: grammar.X is public)
    BINDERS_BY_FIRST, BEAT_VERBS, BENEFIT_NOUNS, BINDER_WORDS, CACHE_HEADS, CACHE_MODS, CHANGE_VERBS, CLOUDS,
    COUNT_MODIFIERS, COUNT_MODS_FOR, COUNT_NOUNS, ARM_MODEL_OF_NOUNS, ENGINE_API_WORDS, ENGINE_SERVER_HEADS, CPU_COUNT_NOUNS, CPU_LOGICAL_NOUNS, CPU_MODEL_NUMBER, CPU_TIER_DIGITS, CPU_TIER_WORDS, CPU_WORDS, DIRECTION_NOUNS, DURATION_UNITS, ENGINES, ENGINE_WORD_PHRASES, FACT_PREPS,
    FLIP, FOLD_WORDS, FRACTIONS, GAIN_VERBS, MULTIPLY_VERBS, GPUS, HEDGES, HIGHER_IS_BETTER, INERT, INERT_PUNCT, INERT_WORDS,
    METRIC_PHRASES, MODAL_WORDS, RATIO_GAP_NOUNS, AVERAGE_VERBS, CASE_STATISTICS, EXTREME_STATISTICS, TAIL_STATISTICS, OUTPUT_WORDS,
    OUTPUT_COPULAS, MODEL_FAMILIES, MONTHS, MULT_VERBS, MULT_WORDS, NEGATIONS, NEUTRAL_BASE_VERBS,
    NUMBER_WORDS, OBS_VERBS, PER_REQUEST, RATE_UNITS, RELATIONS, SENSE, SPEED, SPEED_WORDS, STAT_PHRASES,
    SUBJECT_ALL, UNVERIFIABLE, LOAD_CLIENT_ADJECTIVES, SETUP_HEAD_WORDS, WORLD_VERBS, SETTING_KEYS, NAMED_SETTING_KEYS, setting_phrases, concurrency_degree_phrases,
    RELATIVE_SETTINGS, RELATIVE_COUNT_NOUNS, RELATIVE_KEY_OF, relative_setting_phrases, CHANGE_INTRANS, PAIR_JOINERS,
    SINGLE_STREAM_PHRASES, single_stream, AGGREGATE_AFTER_RATE, UNREAD_METRIC_WORDS, ABBREVIATIONS, VERSIONED_ENGINES, BENCH_LABELS, CONCURRENCY_LABELS, NAMED_RATE_METRICS, CHANGE_NOUNS, DEGREE_WORDS, DEGREE_NEAR_BOUND, DISCOURSE,
    PCT_CHANGE_NOUNS, WHILE_JOINERS, CONCESSIVE_JOINERS, PER_TOKEN_PHASE_WORDS, PER_TOKEN_PHASE_AFTER, TOKEN_COUNT_NOUNS, ALL_WORK_VERBS, ALL_WORK_NOUNS,
)
from claimcheck.claims.vocabulary import THROUGHPUT_LINE_TOKENS  # noqa: E402
from claimcheck.claims.vocabulary import PROVENANCE_OF_FILLERS, PROVENANCE_OF_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import ONE_ITEM_RULE  # noqa: E402
from claimcheck.claims.vocabulary import COST_JOINERS, COST_VERBS, DEGREE_ADJECTIVES  # noqa: E402
from claimcheck.claims.vocabulary import COUNT_OK_WORDS, REQUEST_BOUND_WORDS, REQUEST_EVERY_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import PEAK_VERBS, RUN_NOUNS, RUN_TIME_VERBS, SERVICE_VERBS, SYSTEM_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import LATENCY_SPAN_TAILS, RUN_SPAN_TAILS  # noqa: E402
from claimcheck.claims.vocabulary import CACHE_REUSE_VERBS, WHERE_JOINERS  # noqa: E402
from claimcheck.claims.vocabulary import TRADEOFF_NOUNS, WORK_NOUNS, WORK_THROUGH_VERBS, WORK_VERBS, worker_phrases  # noqa: E402
from claimcheck.claims.vocabulary import MODE_KEYS, mode_phrases  # noqa: E402
from claimcheck.claims.vocabulary import COUNT_SECOND_MEANINGS, GPU_FORM_WORDS, GPU_HOST_NOUNS, GPU_RE, REQUEST_NOUNS  # noqa: E402
_REQUEST_COUNT_NOUNS = REQUEST_NOUNS - {"request"}  # the plural forms: a count of several (grammar._count)
from claimcheck.claims.vocabulary import CONFIG_SUBJECT_NOUNS as _WHEN_SUBJECT_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import FROM_ARM_NOUNS, FROM_STAT_DETS, FROM_STATISTICS, UPGRADE_OBJECT_DETS  # noqa: E402
from claimcheck.claims.vocabulary import (REQUEST_IN_VERBS, REQUEST_STAT_TAILS, REQUEST_SUBJECT_LEADS,  # noqa: E402
                                         REQUEST_SUBJECT_NOUNS, REQUEST_TAIL_VERBS, REQUEST_TAILS, REQUEST_TIME_VERBS,
                                         REQUEST_FIRST_TOKEN_VERBS, REQUEST_AVG_VERBS, ARM_TIME_VERBS, PER_REQUEST_TAILS,
                                         ANSWER_NOUNS)
from claimcheck.claims.vocabulary import (  # noqa: E402
    MEANS_HOST_LEADS, MEANS_HOST_PREPS, MEANS_LEADS, NEVER_PROSE, PROSE_FIGURE_NOUNS, PROVENANCE_BY, PROVENANCE_DETS, PROVENANCE_ELSEWHERE, PROVENANCE_NOUNS, PROVENANCE_PREPS, NUMBERED_LABELS, SETUP_LABELS, QUALITY_LABEL_GAINS, QUALITY_LABEL_SPEED_WORDS, QUALITY_LABEL_WORDS, VERSION_RE, MODEL_VARIANTS,
)
from claimcheck.claims.vocabulary import TIME_ADD_VERBS, TIME_TAKE_VERBS, first_word_index  # noqa: E402
from claimcheck.claims.vocabulary import ARM_MODEL_NOT_SERVED, CLOUD_INSTANCE_GPUS, CLOUD_INSTANCE_NOUNS, CLOUD_INSTANCE_RE, PEAK_VERBS, RATE_SERVICE_VERBS, SATURATION_VERBS, SERVICE_VERBS, SYSTEM_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import SYSTEM_OUTPUT_VERBS  # noqa: E402
from claimcheck.claims import fraction_changes as _fraction_changes  # noqa: E402
from claimcheck.claims import cost_shares as _cost_shares  # noqa: E402
from claimcheck.claims import statistic_owners as _statistic_owners  # noqa: E402
from claimcheck.claims import slo_phrases as _slo_phrases  # noqa: E402
from claimcheck.claims.vocabulary import END_STATE_RELATIONS, RANGING_WORDS, MODEL_HEADS, MODEL_LEAD_VERBS, MODEL_WHEN_LEADS, MODEL_WHEN_VERBS, UPGRADE_GERUNDS, UPGRADE_NOUNS, UPGRADE_PAST_SUBJECTS, UPGRADE_PAST_VERBS, UPGRADE_PRESENT_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import PER_DIE_TAILS, PER_GPU_TAILS, RECAP_LEADS  # noqa: E402
from claimcheck.claims import per_gpu as _per_gpu  # noqa: E402
from claimcheck.claims.vocabulary import DEGREE_BEFORE_VERB, DEGREE_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import SEGMENT_JOINERS  # noqa: E402
from claimcheck.claims.vocabulary import RUNTIME_SPEED_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import OVERALL_TAILS  # noqa: E402
from claimcheck.claims.vocabulary import REQUEST_NOW_WORDS, BASELINE_NOW_WORDS, ALL_COUNT_NOUNS  # noqa: E402
from claimcheck.claims.vocabulary import WITH_SUCCESS_PARTICIPLES  # noqa: E402
from claimcheck.claims.vocabulary import CHUNK_BUDGET_KEYS, CHUNK_SIZE_KEYS, CHUNKED_PREFILL_KEYS, chunk_size_phrases  # noqa: E402
from claimcheck.claims.ratio_referents import ratio_referents as _ratio_referents  # noqa: E402
from claimcheck.claims.metric_labels import metric_labels as _metric_labels  # noqa: E402
from claimcheck.claims.metric_labels import breakdown_labels as _breakdown_labels  # noqa: E402
from claimcheck.claims.aliases import one_forms, short_forms  # noqa: E402
from claimcheck.claims.vocabulary import ONE_SETTING_HEADS  # noqa: E402
from claimcheck.claims.vocabulary import CHANGE_COPULAS, PARTICLE_CHANGE_VERBS, show_lead_of_other  # noqa: E402
from claimcheck.claims.vocabulary import PARTICLE_TRANSITIVE_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import EVERY_REQUEST_NOUNS, OR_BOUNDS, RESPOND_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import ARRIVE_VERBS, EVENT_REQUEST_NOUNS, FINISH_VERBS, REQUEST_END_VERBS, TIME_WORDS, TTFT_EVENT_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import BEAT_MANNER_ADVERBS, EXCEED_ARM_VERBS, LOSE_VERBS  # noqa: E402
from claimcheck.claims.vocabulary import BOUND_KEEP_VERBS, BOUND_MOTION_VERBS, EXCEED_VERBS, NEG_AUXILIARIES, WITHIN_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import BOTH_ARM_GAP, BOTH_ARM_NOUNS, TOPIC_GENERIC_LATENCY, TOPIC_LEADS, TOPIC_SUFFIXES  # noqa: E402
from claimcheck.claims.vocabulary import RATE_OF_NOUNS, THAT_MEASURED_PARTICIPLES, WAS_WORDS  # noqa: E402
from claimcheck.claims.vocabulary import QUANTIFIED_ARM_NOUNS, QUANTIFIED_SETTINGS, QUANTIFIED_TESTED_TAILS, QUANTIFIER_PREPS  # noqa: E402
from claimcheck.claims.vocabulary import ALL_REQUEST_MODIFIERS  # noqa: E402
from claimcheck.claims.vocabulary import QUANTIFIED_ARM_NOUN, QUANTIFIED_ENGINE_NOUNS, EITHER_WAY_PHRASES  # noqa: E402
from claimcheck.claims.descriptors import read_descriptor as _read_descriptor  # noqa: E402
from claimcheck.claims.descriptors import setup_label_at as _setup_label_at  # noqa: E402
from claimcheck.claims.conditions import read_condition as _read_condition  # noqa: E402
from claimcheck.claims.ellipsis import ellipsis_arms as _ellipsis_arms, metric_pronoun as _metric_pronoun  # noqa: E402
from claimcheck.claims.ellipsis import on_off_pair as _on_off_pair, metric_gap as _metric_gap  # noqa: E402
from claimcheck.claims.ellipsis import state_ellipsis as _state_ellipsis, it_states as _it_states  # noqa: E402
from claimcheck.claims.ellipsis import state_labels as _state_labels, instead_of as _instead_of  # noqa: E402
from claimcheck.claims.ellipsis import today_baseline as _today_baseline  # noqa: E402
from claimcheck.claims.feature_arms import it_pairs as _it_pairs, running_arms as _running_arms  # noqa: E402
from claimcheck.claims.event_arms import event_arms as _event_arms  # noqa: E402
from claimcheck.claims.ellipsis import bound_pairs as _bound_pairs, quantified_gap as _quantified_gap  # noqa: E402
from claimcheck.claims.ellipsis import gapped_pairs as _gapped_pairs, label_unit_lists as _label_unit_lists  # noqa: E402
from claimcheck.claims.count_frames import read as _read_counts  # noqa: E402
from claimcheck.claims import count_frames as _count_frames  # noqa: E402
from claimcheck.claims.vocabulary import PASSIVE_SUCCESS_VERBS, SUCCESSFULLY_PARTICIPLES  # noqa: E402
from claimcheck.claims.vocabulary import MOVE_OBJECT_DETS, MOVE_OBJECT_NOUNS, MOVE_OBJECT_PRONOUNS  # noqa: E402
from claimcheck.claims.vocabulary import GIVE_RECIPIENT_VERBS, MOVE_DIMENSION_MODIFIERS, MOVE_DIMENSION_NOUNS, REPLACE_GERUNDS  # noqa: E402
from claimcheck.claims import superlatives as _superlatives  # noqa: E402
from claimcheck.claims import arm_chains as _arm_chains  # noqa: E402
from claimcheck.claims import lead_pairs as _lead_pairs  # noqa: E402
from claimcheck.claims.amount_above import read as _amount_above_read  # noqa: E402
from claimcheck.claims.whole_run import read as _read_whole_run  # noqa: E402
from claimcheck.claims.whole_run import set_after_metric as _whole_run_set_after, wall_noun as _whole_run_noun  # noqa: E402
from claimcheck.claims.whole_run import countless_set as _whole_run_countless, time_noun as _whole_run_time_noun  # noqa: E402
from claimcheck.claims.whole_run import counted_before as _whole_run_counted_before  # noqa: E402
from claimcheck.claims import whole_run as _whole_run  # noqa: E402
from claimcheck.claims.vocabulary import ELIDED_AUX, ELIDED_JOINERS  # noqa: E402
from claimcheck.claims import count_arms as _count_arms  # noqa: E402
from claimcheck.claims.count_arms import TOGETHER, read as _read_count_arms, settle as _settle_count_arms
from claimcheck.claims.count_arms import coordination as _count_coordination  # noqa: E402
from claimcheck.claims.vocabulary import AMOUNT_NOUNS, DIFFERENCE_WORDS, DURATION_METRICS, PER_TOKEN_METRIC  # noqa: E402
from claimcheck.claims.vocabulary import ARM_NAME_KEYS, BASELINE_PHRASES, arm_name_phrases  # noqa: E402
from claimcheck.claims.arm_hardware import unique_hardware_phrases  # noqa: E402
from claimcheck.claims.vocabulary import TREATMENT_PHRASES, BEFORE_CHANGE_PHRASES  # noqa: E402
from claimcheck.claims.vocabulary import TREATMENT_KIND_PHRASES, BEFORE_KIND_PHRASES  # noqa: E402
from claimcheck.claims.vocabulary import MULT_NOUNS, MULT_NOUN_HEDGES, MULT_VERB_HEDGES, ADD_VERBS, ADDED_PREPS, CAUSATIVE_VERBS, CAUSED_REQUEST_WORDS, CAUSED_SPEED_OBJECTS, CAUSED_RUN_OBJECTS, CAUSED_RUN_VERBS, engine_of, version_phrases  # noqa: E402,E501
from claimcheck.claims.vocabulary import (  # noqa: E402
    GAIN_COPULAS, GAIN_RANGE_VERBS, GAIN_SUBJECT_PARTICIPLES, CAPABILITY_ADVERBS, CAPABILITY_GERUNDS, CAPABILITY_MODALS, CAPABILITY_PHRASES, CAPABILITY_VERBS, ENABLE_VERBS,
    SPEED_UP_OBJECTS, SPEED_UP_VERBS, TOKEN_KIND_PHRASES, TOKEN_OUTPUT_VERBS,
)
from claimcheck.claims.vocabulary import (  # noqa: E402
    SETTING_DESC_AFTER, SETTING_DESC_BARE_AFTER_LEAD, SETTING_DESC_LEAD_ONLY, SETTING_DESC_LEADS, SETTING_DESC_NOUNS, SETTING_DESC_SERVED, SETTING_DESC_WHEN_VERBS,
    PERFORMANCE, PERFORMANCE_SENSES, PERFORMANCE_WORDS, UNDERIVED_HIGHER_IS_BETTER,
)
from claimcheck.claims.vocabulary import (  # noqa: E402
    TRANSITION_AFTER, TRANSITION_AUX, TRANSITION_CONDS, TRANSITION_GERUNDS, TRANSITION_SUBJECTS, TRANSITION_NOUNS, TRANSITION_RATE_UNITS,
    TRANSITION_VERBS, TRANSITION_FACTORS, TRANSITION_NOUN_GERUNDS,
)
_SETTING_DESC = sorted(SETTING_DESC_NOUNS.items(), key=lambda x: -len(x[0]))
_TRANSITION_NOUNS = sorted(TRANSITION_NOUNS.items(), key=lambda x: -len(x[0]))
#: a GeForce RTX model number written alone ("on my 4090", "a single 3090"), the determiners before it and the words
#: that may follow it (production gpu; vocabulary.RTX_CLOSED_DETERMINERS says why they are more than descriptors')
from claimcheck.claims.vocabulary import (  # noqa: E402
    RTX_AFTER as _RTX_AFTER, RTX_CLOSED_DETERMINERS as _RTX_DETS, RTX_NUMBER as _RTX_NUMBER,
)
#: the metrics "N x more" may take with no binder (production more_throughput: "1.5x more output throughput")
_MORE_THROUGHPUT = frozenset({"throughput", "token_throughput", "total_token_throughput", SPEED})
#: what may follow "N x as fast" with its closing "as X" left out (production as_fast_alone): words that name the
#: speed's metric ("per token", "end to end", "e2e"); a bare "twice as fast." stays unread
_AS_FAST_TAILS = frozenset({"per", "end", "e2e"})
#: production as_adj_alone: "twice as high with FP8", "half as long on X": the adjective -> its comparative
_AS_ADJ_ALONE = {"high": "higher", "low": "lower", "long": "longer", "short": "shorter", "large": "larger",
                 "small": "smaller"}
_AS_ADJ_NEXT = frozenset({".", ",", ";", "!", ")", "with", "on", "for", "under", "using", "at", "in", "when"})
#: what may follow "in half the time" with its "of ARM" left out (production run_time_alone): the clause's end
_RUN_TIME_ENDS = frozenset({".", ",", ";", "!", ")", "and", "but", "while", "whereas"})
_MULT_ADJ = {"double": Decimal(2), "triple": Decimal(3), "quadruple": Decimal(4)}
#: what may follow "completed all N" with its request noun left out (production elided_object)
_ELIDED_OBJECT_END = frozenset({"", ",", ".", ";", "!", "and"})
_MULT_ADJ_AFTER = frozenset({"is", "was", "are", "were", "with", "delivers", "delivered", "delivering", "achieves",
                             "achieved", "offers", "offered", "provides", "provided", "gives", "gave", "reaches",
                             "reached", "yields", "yielded", "sees", "saw", "gets", "got", "has", "had"})
_SYSTEM_FIRST = frozenset({"the", "our"} | {ws[0] for ws in SYSTEM_NOUNS})
#: verbs of completion after a request count: the count is of the completed requests (production count)
_COUNT_DONE_VERBS = frozenset({"completed", "finished", "done", "succeeded", "served", "answered"})
_RUN_FIRST = frozenset({"the"} | {ws[0] for ws in RUN_NOUNS})
#: words that may stand unread before a request subject (a setting or an arm after them reads them): never "if" or
#: "when" ("If each request takes 2 s, ..." is a supposition; "when run sequentially" is read as an arm first)
_REQUEST_PRE = frozenset({"the", "arm", "at", "with", ",", "in", "on", "under", "for", "using"}) | CAUSATIVE_VERBS
_REQUEST_LEADS = sorted(REQUEST_SUBJECT_LEADS.items(), key=lambda x: -len(x[0]))
_REQUEST_FIRST = frozenset(w[0] for w in REQUEST_SUBJECT_LEADS if w) | REQUEST_SUBJECT_NOUNS | frozenset(
    w[0] for w in REQUEST_STAT_TAILS)
_REQUEST_TAIL_LIST = sorted(REQUEST_TAILS.items(), key=lambda x: -len(x[0]))
_REQUEST_STAT_LIST = sorted(REQUEST_STAT_TAILS.items(), key=lambda x: -len(x[0]))
_SERVICE_FIRST = frozenset(SERVICE_VERBS | RATE_SERVICE_VERBS | {ws[0] for ws in PEAK_VERBS})
_MULT_REL_FIRST = frozenset(w[0] for w, r in RELATIONS if len(w) > 1 and r in (">", ">="))
_TRANSITION_AFTER = sorted(TRANSITION_AFTER.items(), key=lambda x: -len(x[0]))
_TRANSITION_FIRST = frozenset(w[0] for w in TRANSITION_NOUNS) | frozenset(TRANSITION_GERUNDS) | TRANSITION_CONDS | frozenset(
    TRANSITION_FACTORS) | TRANSITION_SUBJECTS | {
    "from", "between", "the", "-"}
#: the declared keys a transition's setting may be, each with the settings keys a witness may record it under
_SWEEP_KEYS = {"concurrency": ("concurrency", "max_concurrency"), "batch_size": ("batch_size", "max_batch_size"),
               "request_rate": ("request_rate",), "threads": ("threads", "n_threads"),
               "parallel_slots": ("parallel_slots", "n_parallel"), "tensor_parallel_size": ("tensor_parallel_size",),
               "chunked_prefill_size": CHUNK_SIZE_KEYS}
_SETTING_DESC_FIRST = frozenset(w[0] for w in SETTING_DESC_NOUNS) | SETTING_DESC_LEADS | {"when"}
_DISCOURSE = [(w, True) for w in sorted(DISCOURSE, key=len, reverse=True)]
#: a section number of a numbered heading ("Finding 2.1:", "Observation 2.1.3:"): one or two digits, dotted parts
_SECTION_NUMBER = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,2}$")
_re = __import__("re")
_TOPIC_FIRST = frozenset(w[0] for w, _ in TOPIC_LEADS) | frozenset(w[0] for w, _ in WHOLE_RUN_LEADS)
#: negations whose scope beside "every arm" is ambiguous ("TTFT is not under 200 ms in both arms": not in either, or
#: not in both?): a clause said of every arm with one of these is not graded (production: negated_universal)
_UNIVERSAL_NEGATIONS = frozenset({"not", "never", "neither", "nor", "cannot", "hardly", "barely"})
#: statistic words that begin a metric phrase of their own ("total token throughput", "total runtime"): there the
#: word is the metric's, not a statistic
_METRIC_STAT_HEADS = frozenset(w[0] for w, _ in METRIC_PHRASES if w[:1] in {s for s, _ in STAT_PHRASES})
#: per-request metrics a "per request" tail after their duration restates (production per_request_tail)
_PER_REQUEST_TAIL_METRICS = frozenset({"ttft", "e2e_latency", "queue_delay"})
#: the words of a settings label besides its facts ("With MTP=1 (TP=8):", "TP=4, c=64:"; setting_label_arm)
_LABEL_JOINERS = frozenset({"with", "using", "for", "at", "on", "under", "(", ")", ",", "and", "+", "/", "w"})
_CONCURRENCY_LABELS = sorted(((w, True) for w in CONCURRENCY_LABELS), key=lambda x: -len(x[0]))
_BENCH = sorted(((tuple(k.split()), v) for k, v in BENCH_LABELS.items()), key=lambda x: -len(x[0]))


#: a declared setting's key as "KEY = VALUE" names it (arm_by_setting): snake-case keys only
_KEY_NAME = __import__("re").compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*")


def _chunk_size_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict],
                        by_phrase: dict[str, set[str]]) -> None:
    """Production arm_by_chunk_size: the arm whose prefill is chunked at N tokens ("when prefill is chunked at 512
    tokens", "chunked prefill at 512 tokens", "512-token chunks"): a declared chunk size (vocabulary.CHUNK_SIZE_KEYS),
    or max_num_batched_tokens in an arm that also declares chunked prefill on (the token budget of a step is the
    chunk size only there); a phrase some but not all arms give (not already a phrase of another setting)."""
    got: dict[str, set[str]] = {}
    for name in aliases:
        st = arm_settings.get(name)
        if not isinstance(st, dict):
            continue
        size = next((st[k] for k in CHUNK_SIZE_KEYS if k in st), None)
        if size is None and any(st.get(k) is True for k in CHUNKED_PREFILL_KEYS):
            size = next((st[k] for k in CHUNK_BUDGET_KEYS if k in st), None)
        if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
            continue
        for ph in chunk_size_phrases(size):
            got.setdefault(ph, set()).add(name)
    for ph, names in got.items():
        if names != set(aliases) and ph not in by_phrase:
            by_phrase[ph] = names


def arm_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict] | None
                ) -> tuple[dict[str, list[str]], dict[str, tuple[str, object]]]:
    """Arm names by condition (production: arm_by_setting -- claimcheck/claims/grammar.lark): each
    declared setting value (``arms[NAME].settings``) gives the phrases of
    ``vocabulary.setting_phrases``. A phrase some but not all arms give names those arms (an alias;
    of several arms: an ambiguous mention, never graded); a phrase every arm gives is a setting of
    the whole witness (a context fact ``key = value``). Returns (aliases with the new phrases,
    {shared phrase: (key, value)})."""
    # production: with_alias -- an alias "with speculation" is the preposition and the name "speculation"
    # (claimcheck/claims/state_arms.py with_aliases)
    aliases = _with_aliases(aliases)
    out = {n: list(a) for n, a in aliases.items()}
    for n, extra in one_forms(aliases).items():  # production: arm_by_one -- "than the old one" (claimcheck/claims/aliases.py)
        out[n] += extra
    for n, extra in short_forms(aliases).items():  # production: arm_by_short -- "40% lower with TP" (claimcheck/claims/aliases.py)
        out[n] += [e for e in extra if e.lower() not in {a.lower() for a in out[n]}]
    if not arm_settings or len(aliases) < 1:
        return out, {}
    by_phrase: dict[str, set[str]] = {}
    kv: dict[str, tuple[str, object]] = {}
    key_eq: dict[str, set[str]] = {}
    for name in aliases:
        st = arm_settings.get(name)
        if not isinstance(st, dict):
            continue
        for key in NAMED_SETTING_KEYS:
            # (production: setting_state_words -- a feature switch declared "on" / "off" names the arm as a boolean)
            for ph in setting_phrases(key, st.get(key)):
                by_phrase.setdefault(ph, set()).add(name)
                kv[ph] = (key, st.get(key))
        for key, val in st.items():
            # production: arm_by_setting -- any declared setting written as the key and its value: "kv_cache_dtype=fp8:
            # 600 output tok/s; kv_cache_dtype=auto: 400 output tok/s" (an arm's name only where some arms give it)
            if isinstance(val, bool) or not isinstance(val, (str, int, float)) or not _KEY_NAME.fullmatch(str(key)):
                continue
            v = (f"{val:g}" if isinstance(val, float) else str(val)).strip().lower()
            if v:
                key_eq.setdefault(f"{key.lower()} = {v}", set()).add(name)
    everyone_named = set(aliases)
    for ph, names in key_eq.items():
        if names != everyone_named and ph not in by_phrase:
            by_phrase[ph] = names
    _degree_phrases(aliases, arm_settings, by_phrase)
    # production: arm_by_chunk_size -- "when prefill is chunked at 512 tokens", "512-token chunks"
    _chunk_size_phrases(aliases, arm_settings, by_phrase)
    _single_stream_phrases(aliases, arm_settings, by_phrase, kv)
    _shared_tp_phrases(aliases, arm_settings, by_phrase, kv)
    # production: arm_by_config -- "the 8-slot setup", "on a single GPU", "the FP8 checkpoint", "the quantized model",
    # "Quantizing the weights to FP8" (claimcheck/claims/config_arms.py): only a phrase exactly one arm gives
    for ph, names in config_phrases(arm_settings, list(aliases)).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    for ph, names in quant_alias_phrases(aliases, arm_settings).items():  # "INT4 weights" (an alias of the arm)
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_flag -- "--kv-cache-dtype fp8", "kv_cache_dtype=auto", "--enable-chunked-prefill"
    # (claimcheck/claims/flag_arms.py): a declared key's flag and value, only a phrase exactly one arm gives
    for ph, names in flag_phrases(arm_settings, list(aliases)).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_label_setting -- "c1" / "c16", "np4", "chunk-2048": a numeric value every arm's own name says
    # of a setting no arm declares arrives here as the arm's declared setting (claimcheck/claims/label_settings.py, via
    # grade.arm_declarations)
    # production: arm_by_alias_state -- "prefix caching on" / "no prefix cache", "EAGLE" / "no speculation": the states
    # an arm's own names declare arrive here as its settings (claimcheck/claims/alias_states.py, via
    # grade.arm_declarations), so every phrase below names the arms by them
    # production: arm_by_state -- "with guided decoding enabled", "without guided decoding", "once JSON mode was
    # turned on" (claimcheck/claims/state_arms.py): an on / off pair's arms by the treatment's own names
    # production: arm_by_name_state -- "with EAGLE-3 enabled", "APC turned on": an arm's own feature name with an on word
    # (claimcheck/claims/state_arms.py name_state_phrases, through state_phrases)
    for ph, names in _state_phrases(aliases, arm_settings).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_noun -- "the FlashInfer backend", "the colocated setup" (claimcheck/claims/arm_nouns.py; its
    # production: arm_gpu_noun -- "the new H200 GPU": an arm whose own name is a GPU, then the noun of one)
    for ph, names in _noun_phrases(aliases).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_value -- "mem util 0.9", "8192 batched tokens": a short spelling of a declared numeric key and
    # its value (claimcheck/claims/value_arms.py), only a phrase exactly one arm gives
    for ph, names in _value_arms.key_phrases(arm_settings, list(aliases)).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_revision -- "at abc1234", "commit def5678", "b5120" (claimcheck/claims/revisions.py)
    for ph, names in _revision_phrases(arm_settings, list(aliases)).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    # production: arm_by_time -- "last week's build", "the old build", "before the change": the earlier / later of two
    # arms the witness orders in time (claimcheck/claims/revisions.py)
    for ph, names in _time_phrases(aliases, arm_settings).items():
        if len(names) == 1 and ph not in by_phrase:
            by_phrase[ph] = set(names)
    shared: dict[str, tuple[str, object]] = {}
    everyone = set(aliases)
    have = {n: {x.lower() for x in out[n]} for n in out}  # (a set: the phrases are many, a list scan was quadratic)
    # the witness's own names win: a setting phrase that is an arm's own name or declared alias ("BF16" of the arm
    # "bf16", beside a KV-cache arm whose weights are BF16 too) names that arm only, never the others that give it
    own: dict[tuple[str, ...], set[str]] = {}
    for n, al in aliases.items():
        for p in (n, *al):
            own.setdefault(_phrase_words(p), set()).add(n)
    for ph in list(by_phrase):
        if _phrase_words(ph) in own:
            by_phrase[ph] = by_phrase[ph] & own[_phrase_words(ph)]
            if not by_phrase[ph]:
                del by_phrase[ph]
    for ph, names in by_phrase.items():
        if names == everyone and len(everyone) > 1:
            shared[ph] = kv[ph]
            continue
        for n in sorted(names):
            if ph not in have[n]:
                out[n].append(ph)
                have[n].add(ph)
    # production: arm_by_one -- "for the BF16 one" beside "the FP8 model": a setting phrase of one arm that is "the",
    # one modifier and a head noun (vocabulary.ONE_SETTING_HEADS) said with "one" / "ones", where no other arm's name,
    # alias or phrase gives it (claimcheck/claims/aliases.py one_forms)
    heads = {n: [p for p in out[n] if len(p.split()) == 3 and p.split()[0] == "the"
                 and p.split()[2] in ONE_SETTING_HEADS and p.lower() not in {a.lower() for a in aliases.get(n, [])}]
             for n in out}
    if any(heads.values()):
        taken_all = {p.lower() for ps in out.values() for p in ps}
        for n, extra in one_forms(heads).items():
            for e in extra:
                for form in (e, e + "s"):
                    if form not in taken_all and form not in have[n]:
                        out[n].append(form)
                        have[n].add(form)
    _declared_names(out, arm_settings)
    return out, shared


#: the words that open a condition naming an arm (production when_arm): "when X", "once we enabled X", "after enabling
#: X", "because of X"
_WHEN_LEADS = frozenset({"when", "once", "after", "whenever", "because"})
#: the first words of an arm phrase that is an action (the subject's own: "when we turned on X", "once I enabled X")
_WHEN_ACTIONS = frozenset({"turned", "turning", "enabled", "enabling", "disabled", "disabling", "switched",
                           "switching", "added", "adding", "moved", "moving", "went", "going", "quantized",
                           "quantizing"})
#: the technique named with no size ("served with tensor parallelism"): a setting of the whole witness where every arm
#: ran the same tensor-parallel size above 1 (config_arms names the one sharded arm where only one is)
_TP_SHARED = ("tensor parallelism", "with tensor parallelism", "using tensor parallelism",
              "served with tensor parallelism", "sharded with tensor parallelism")


def _shared_tp_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict],
                       by_phrase: dict[str, set[str]], kv: dict[str, tuple[str, object]]) -> None:
    """"for 70B models served with tensor parallelism": where every arm declares one and the same
    tensor_parallel_size above 1, the technique's name is that setting of the whole witness (a context fact
    tensor_parallel_size = N, which every arm then agrees with); arms of different sizes, or one of size 1, give none
    here (the words then stay unread, or name the one sharded arm: config_arms)."""
    vals = set()
    for n in aliases:
        st = arm_settings.get(n)
        v = st.get("tensor_parallel_size") if isinstance(st, dict) else None
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return
        vals.add(v)
    if len(vals) != 1 or next(iter(vals)) <= 1 or len(aliases) < 2:
        return
    for ph in _TP_SHARED:
        if ph not in by_phrase:
            by_phrase[ph] = set(aliases)
            kv[ph] = ("tensor_parallel_size", next(iter(vals)))


def _single_stream_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict],
                           by_phrase: dict[str, set[str]], kv: dict[str, tuple[str, object]]) -> None:
    """"single-stream throughput", "the single-user speed", "batch-1 throughput" (vocabulary.SINGLE_STREAM_PHRASES):
    the arm(s) that ran one stream: declared concurrency 1, else (none declared) one parallel slot, else one
    worker. An arm that declares none of them is never named so; where every arm ran one stream the words name no
    one arm and stay a setting of the whole witness (descriptors: "on a single-user request")."""
    ones = [n for n in aliases if isinstance(arm_settings.get(n), dict) and single_stream(arm_settings[n])]
    if not ones or len(ones) == len(aliases):
        return
    for name in ones:
        for ph in SINGLE_STREAM_PHRASES:
            by_phrase.setdefault(ph, set()).add(name)
            kv[ph] = ("concurrency", 1)


def _degree_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict], by_phrase: dict[str, set[str]]
                    ) -> None:
    """Production: arm_by_relative_setting -- "at low concurrency" / "at the highest concurrency", "at the higher
    rate", "under the heavier load", "with more threads", "with the larger batch": the one arm at the high / low end
    of a sweep of ONE declared setting (vocabulary.RELATIVE_SETTINGS, RELATIVE_COUNT_NOUNS). Every arm declares the
    setting and at least two values differ; a comparative or a positive ("the higher rate", "at high concurrency")
    only where the witness has exactly two arms; a superlative ("the highest rate") where exactly one arm declares
    the extreme value. "load" words: the request rate or the concurrency, the one of the two the arms differ in
    (the other declared by no arm, or the same by every arm). Otherwise no phrase: the words stay unread."""
    names = list(aliases)
    vals: dict[str, dict[str, Decimal] | None] = {}  # key -> {arm: value}, None where some arms declare it
    for key, keys in _SWEEP_KEYS.items():
        got: dict[str, Decimal] = {}
        for name in names:
            st = arm_settings.get(name)
            st = st if isinstance(st, dict) else {}
            vs = {Decimal(str(st[k])) for k in keys if isinstance(st.get(k), (int, float))
                  and not isinstance(st.get(k), bool) and st[k] > 0}
            if len(vs) == 1:
                got[name] = next(iter(vs))
            elif vs or any(st.get(k) is not None for k in keys):
                got = {}
                vals[key] = None  # an arm that declares two values, or one that is not a count
                break
        else:
            vals[key] = got if len(got) == len(names) else (None if got else {})

    def differs(key: str) -> dict[str, Decimal] | None:
        v = vals.get(key)
        return v if v and len(set(v.values())) >= 2 else None

    def unchanged(key: str) -> bool:
        v = vals.get(key)
        return v == {} or (bool(v) and len(set(v.values())) == 1)

    mine: dict[str, set[str]] = {}

    def add(ph: str, name: str) -> None:
        mine.setdefault(ph, set()).add(name)

    for rkey in list(RELATIVE_SETTINGS) + [k for k in RELATIVE_COUNT_NOUNS if k not in RELATIVE_SETTINGS]:
        if rkey == "load":
            rate, conc = differs("request_rate"), differs("concurrency")
            by = rate if rate and unchanged("concurrency") else conc if conc and unchanged("request_rate") else None
        else:
            by = differs(RELATIVE_KEY_OF.get(rkey, (rkey,))[0])
        if by is None:
            continue
        for side, pick in (("high", max(by.values())), ("low", min(by.values()))):
            at = [n for n, v in by.items() if v == pick]
            if len(at) != 1:
                continue  # two arms at the extreme: the words name no one arm
            forms = ["superlative"] + (["comparative", "positive"] if len(names) == 2 else [])
            for form in forms:
                for ph in relative_setting_phrases(rkey, side, form):
                    add(ph, at[0])
            if rkey == "concurrency":
                for ph in concurrency_degree_phrases(side):
                    sup = ph.split()[0] in ("lowest", "highest") or ph.startswith(("the lowest", "the highest"))
                    if sup or len(names) == 2:
                        add(ph, at[0])
    for ph, at in mine.items():
        if len(at) == 1 and ph not in by_phrase:  # a phrase two sweeps give to two arms names neither
            by_phrase[ph] = at


@__import__("functools").lru_cache(maxsize=8192)
def _phrase_words(p: str) -> tuple[str, ...]:
    """The words of a phrase as the tokenizer splits them (cached: the same setting, engine and
    baseline phrases come back for every statement graded)."""
    return tuple(t.low or t.text.lower() for t in _tokens(p))


def _model_words(name: str) -> tuple[str, ...]:
    """A model name's words, lower case, split at '/', '-', '_' and spaces ("meta-llama/Llama-3.1-8B" ->
    meta llama llama 3.1 8b); a trailing " model" is no word of the name."""
    words = tuple(w for w in re.split(r"[-_/\s]+", name.strip().lower()) if w)
    return words[:-1] if len(words) > 1 and words[-1] == "model" else words


def _words_within(part: tuple[str, ...], whole: tuple[str, ...]) -> bool:
    """``part`` is a run of consecutive words of ``whole``."""
    k = len(part)
    return k > 0 and any(whole[i:i + k] == part for i in range(len(whole) - k + 1))


def _declared_names(out: dict[str, list[str]], arm_settings: dict[str, dict]) -> None:
    """Arms named by what they declare of themselves (production: arm_by_declaration --
    claimcheck/claims/grammar.lark; ``arm_declarations`` collects it): their own engine and model
    (vocabulary.ARM_NAME_KEYS, when every arm declares the key and the arms differ in it: "vLLM
    vs TGI") and their role (vocabulary.BASELINE_PHRASES name the one arm whose role is baseline,
    with its own setting phrases: "the baseline without prefix caching"). A phrase another arm
    already has as its name or alias is not added (the witness's own names win); a phrase two
    arms give names both (ambiguous, never graded). Adds to ``out`` in place."""
    names = list(out)
    if len(names) < 2:
        return
    taken: dict[tuple[str, ...], set[str]] = {}
    for n in names:
        for p in [n, *out[n]]:
            taken.setdefault(_phrase_words(p), set()).add(n)
    add: dict[str, list[str]] = {n: [] for n in names}
    for key in ARM_NAME_KEYS:
        vals = {n: (arm_settings.get(n) or {}).get(key) for n in names}
        if any(not isinstance(v, str) or not v.strip() for v in vals.values()):
            continue  # an arm that does not declare it might run the same engine / model
        if len({v.strip().lower() for v in vals.values()}) < 2:
            continue  # a shared engine or model is a fact of the whole witness, read from its own words
        for n, v in vals.items():
            phrases = arm_name_phrases(key, v)
            if key == "model":
                # production: arm_by_declaration -- a short form of one arm's model that is words of another arm's
                # model ("Llama-3.1-8B" of meta-llama/Llama-3.1-8B-Instruct beside
                # neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8) is the base model both run: it names neither arm
                others = [_model_words(w) for m, w in vals.items() if m != n]
                phrases = [p for p in phrases if not any(_words_within(_model_words(p), o) for o in others)]
            add[n] += phrases
    # production: arm_by_hardware -- "the H100 is 1.8x faster than the L40S", "On the H100, ...", "the L40S replica": an
    # arm's own recorded hardware (arms[NAME].hardware) named by its GPU, where every arm records one and they differ,
    # a phrase only one arm gives (claimcheck/claims/arm_hardware.py)
    for n, ps in unique_hardware_phrases({n: (arm_settings.get(n) or {}).get("hardware") for n in names}).items():
        add[n] += ps
    # production: arm_by_version -- "vLLM 0.15.0 vs vLLM 0.11.1rc3", "in version 2 ... in version 3": an arm's own
    # engine version (arms[NAME].engine_version, settings.engine_version / version) when every arm declares one
    # and they all differ
    vers = {n: (arm_settings.get(n) or {}).get("engine_version") for n in names}
    if all(isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip() for v in vers.values()) \
            and len({str(v).strip().lower().lstrip("v") for v in vers.values()}) == len(names):
        # production: version_post_base -- "0.6.3" of "0.6.3.post1" (vocabulary.version_phrases)
        given = {n: version_phrases(str(v), (arm_settings.get(n) or {}).get("engine")) for n, v in vers.items()}
        for n, ps in given.items():  # a release's base two arms give (0.6.3 and 0.6.3.post1): the exact one's only
            exact = set(version_phrases(str(vers[n]), (arm_settings.get(n) or {}).get("engine"), post_base=False))
            add[n] += [p for p in ps if p in exact or not any(p in q for m, q in given.items() if m != n)]
    elif len(names) >= 2:
        # production: arm_by_alias_version -- aliases "SGLang 0.4.0" / "SGLang 0.3.2" (an engine and a version): the
        # version alone names the arm too ("took 13.4 s on 0.4.0 versus 19.6 s on 0.3.2", "v0.4.0"), where the arms
        # declare no versions of their own, each arm's aliases hold exactly one such version and they all differ
        # (vocabulary.version_phrases: a bare version only of three parts; a phrase another arm has stays its own)
        found = {n: {(m.group(2).lower(), m.group(1)) for a in out[n]
                     for m in [re.fullmatch(r"(.+?)\s+[vV]?(\d+\.\d+(?:\.\d+)?[0-9a-z.]*)", a.strip())]
                     if m and engine_of(m.group(1))} for n in names}
        if all(len(v) == 1 for v in found.values()) and len({next(iter(v))[0] for v in found.values()}) == len(names):
            for n, v in found.items():
                ver, eng = next(iter(v))
                add[n] += [p for p in version_phrases(ver, eng)
                           if not (taken.get(_phrase_words(p), set()) - {n})]
    # production: arm_by_workers -- "four concurrent workers", "a single worker", "with 4 workers": an arm's own
    # worker count (arms[NAME].workers) when every arm declares one and they all differ
    wk = {n: (arm_settings.get(n) or {}).get("workers") for n in names}
    if all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in wk.values()) \
            and len(set(wk.values())) == len(names):
        for n, v in wk.items():
            add[n] += worker_phrases(v)
    # production: arm_by_mode -- "sequentially", "one at a time", "the sequential run" / "concurrently", "in parallel",
    # "8 at a time": two arms, one that runs one request at a time and one that runs more, by what each declares of
    # its degree of parallelism (vocabulary.MODE_KEYS, every value it declares agreeing)
    modes = {n: _arm_mode(arm_settings.get(n) or {}) for n in names}
    if len(names) == 2 and sorted(str(m[0]) for m in modes.values()) == ["concurrent", "sequential"]:
        for n, (mode, deg) in modes.items():
            add[n] += mode_phrases(mode, deg)
    base = [n for n in names if (arm_settings.get(n) or {}).get("role") == "baseline"]
    # (an arm's own name saying "baseline" keeps these phrases off, unless it is the baseline arm's own: an alias "the
    # baseline" names the same arm as "baseline", "baseline run": "Mean E2E latency: baseline 2.14 s, EAGLE-3 1.14 s")
    if len(base) == 1 and not any("baseline" in w and arms != {base[0]} for w, arms in taken.items()):
        b = base[0]
        own = [p for p in out[b] if p not in (b,)]
        settings_own = [p for key in NAMED_SETTING_KEYS
                        for p in setting_phrases(key, (arm_settings.get(b) or {}).get(key))]
        add[b] += list(BASELINE_PHRASES)
        for sp in settings_own:
            if sp in own:
                add[b].append(f"baseline {sp}" if sp.startswith(("without ", "no ")) else f"baseline with {sp}")
    roles = {n: (arm_settings.get(n) or {}).get("role") for n in names}
    treated = [n for n in names if roles[n] == "treatment"]
    if len(names) == 2 and sorted(roles.values(), key=str) == ["baseline", "treatment"] \
            and not any("treatment" in w and arms != {treated[0]} for w, arms in taken.items()):
        # production: arm_by_role -- "975 tok/s for the treatment": the one arm whose declared role is treatment,
        # beside the one baseline
        add[next(n for n in names if roles[n] == "treatment")] += list(TREATMENT_PHRASES)
        add[next(n for n in names if roles[n] == "baseline")] += list(BEFORE_CHANGE_PHRASES)  # "before this PR"
        # "With this optimization, ...", "Before these changes, ...": the change named by its kind (conditions area)
        add[next(n for n in names if roles[n] == "treatment")] += list(TREATMENT_KIND_PHRASES)
        add[next(n for n in names if roles[n] == "baseline")] += list(BEFORE_KIND_PHRASES)
    for n, phrases in add.items():
        have = {x.lower() for x in out[n]}
        for ph in dict.fromkeys(phrases):
            w = _phrase_words(ph)
            if w and not (taken.get(w, set()) - {n}) and ph not in have:
                out[n].append(ph)
                have.add(ph)


def _arm_mode(st: dict) -> tuple[str | None, int | None]:
    """("sequential", 1) when every degree of parallelism an arm declares is 1, ("concurrent", N) when every one is
    above 1 (N when they agree, else None); (None, None) when it declares none or they disagree (eight parallel slots
    fed one request at a time). The requests in flight (settings concurrency, max_concurrency, parallel_slots) are
    the degree where declared; the client's worker count (arms[NAME].workers) only where none is."""
    vals = [st.get(k) for k in MODE_KEYS[1:] if st.get(k) is not None] or (
        [st.get(MODE_KEYS[0])] if st.get(MODE_KEYS[0]) is not None else [])
    if not vals or any(isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in vals):
        return None, None
    if all(v == 1 for v in vals):
        return "sequential", 1
    if all(v > 1 for v in vals):
        return "concurrent", vals[0] if len(set(vals)) == 1 else None
    return None, None


def arm_declarations(ev) -> dict[str, dict]:
    """What each arm of an evidence object declares that may name it (production: arm_by_setting
    and arm_by_declaration): its ``settings``, its own engine (``arms[NAME].engine``,
    ``settings.engine``, else the witness's ``engine``), its own model (``arms[NAME].model``,
    ``settings.model``, else the witness's ``model``) and its ``role``."""
    w = ev.witness if isinstance(getattr(ev, "witness", None), dict) else {}

    def model_id(m):
        if isinstance(m, dict):
            m = m.get("id")
        return m if isinstance(m, str) and m.strip() else None

    out: dict[str, dict] = {}
    per_arm_hw = getattr(ev, "arm_hardware", None) or {}
    for n, a in ev.arms.items():
        decl = a.decl if isinstance(getattr(a, "decl", None), dict) else {}
        st = dict(decl["settings"]) if isinstance(decl.get("settings"), dict) else {}
        eng = decl.get("engine") or st.get("engine") or w.get("engine")
        mod = model_id(decl.get("model")) or model_id(st.get("model")) or model_id(w.get("model"))
        st["engine"] = eng if isinstance(eng, str) else None
        ver = decl.get("engine_version") or st.get("engine_version") or st.get("version")
        st["engine_version"] = ver if isinstance(ver, (str, int, float)) and not isinstance(ver, bool) else None
        st["model"] = mod
        st["role"] = getattr(a, "role", None)
        wk = decl.get("workers")
        st["workers"] = wk if isinstance(wk, int) and not isinstance(wk, bool) else None
        if per_arm_hw:  # arms that record their own hardware (production arm_by_hardware): each arm's, else the run's
            st["hardware"] = per_arm_hw.get(n)
        out[n] = st
    return out


_ARM_PREPS = ("with", "at", "in", "under", "on", "using")
#: production prep_alias: an arm alias that starts with its own preposition ("with this PR", "on main") names its arm
#: right after a value as the preposition and the arm do
_PREP_ALIAS_HEADS = tuple(f"{w} " for w in _ARM_PREPS + ("for",))
#: pair joiners that contrast two values ("A vs B"), as against "and" (a list) and "to" (a change)
_VS_JOINERS = frozenset({"vs", "versus", "compared with", "compared to", "against", "instead of", "rather than",
                         "down from", "up from"})
_VS_FIRST = frozenset({"vs", "versus", "compared", "against", "instead", "rather"})
#: the separators of an arm list in parentheses that say a change's order ("(c16 → c32)", "(A -> B)", "(A to B)")
_ARROW_SEPS = (("\u2192",), ("-", ">"), ("=", ">"), ("to",))
#: the first words of bound_words and of time_event (a quick test at every token)
_BOUND_FIRST = frozenset(NEG_AUXILIARIES | {"not", "never"} | EXCEED_VERBS | set(BOUND_MOTION_VERBS))
_EVENT_FIRST = frozenset(RESPOND_VERBS | TTFT_EVENT_VERBS | FINISH_VERBS | {"the", "first", "each", "every"})
_INSTEAD_JOINERS = frozenset({"instead of", "rather than"})
_GPU_X = __import__("re").compile(r"^(\d+)x([a-z][a-z0-9]*)$")
_GPU_MEM = GPU_MEMORY_IDENT  # "A100-80G", "H100-80GB", "A100-SXM4-80GB" (vocabulary)
_QUANT = __import__("re").compile(r"^(?:q[2-8](?:_k)?(?:_[0-9a-z]{1,2})?|iq[1-4]_[a-z]{1,3}|fp8|fp16|bf16|fp4|nvfp4|mxfp4|int8|int4|w8a8|w4a16|awq|gptq)$")
#: nouns a hardware word heads ("a GPU node", "an Intel Xeon host"): the machine it names, read with it
_HOST_NOUNS = ("host", "machine", "node", "server", "box", "core", "cores")


def _cpu_model_end(c, j: int) -> int:
    """After a CPU's vendor / family words (production cpu_model): an optional tier word (CPU_TIER_WORDS; a Ryzen's
    tier digit, CPU_TIER_DIGITS) and a model number (CPU_MODEL_NUMBER: 3-5 digits and up to two letters; a desktop
    part, CPU_PART_RE, with its letters glued on) are part of the name; not a count of cores ("EPYC 64-core" is
    cpu_cores'). Returns the end of the name (``j`` when no model number follows)."""
    k = j
    if c.free(k) and c.w(k) in CPU_TIER_WORDS:
        k += 1
    elif c.free(k) and c.tok(k) is not None and c.tok(k).text in CPU_TIER_DIGITS.get(c.w(j - 1), ()) \
            and c.tok(k + 1) is not None and c.r.toks[k + 1].start > c.r.toks[k].end \
            and c.tok(k + 1).kind in ("num", "ident"):
        k += 1  # "Ryzen 9 7950X"
    pe = _descriptors.cpu_part_end(c, k)
    if pe:
        return pe
    t = c.tok(k)
    if t is None or not c.free(k) or t.kind not in ("num", "ident") or not CPU_MODEL_NUMBER.match(t.text.lower()):
        return j
    if t.kind == "num" and (t.decimals or c.w(k + 1) in ("core", "cores")):
        return j
    return k + 1
_MODEL_VER = __import__("re").compile(r"^(?:v\d+(?:\.\d+)*|r\d|\d+(?:\.\d+)*[a-z]?)$")
_SIZE = __import__("re").compile(r"^\d+(?:\.\d+)?[bm]$")
#: an Ollama model tag after the family's name and a colon ("llama3.1:8b", "qwen2.5:7b-instruct-q4_K_M"): the size,
#: then variant and quantization words joined by hyphens (production ollama_tag)
_OLLAMA_TAG = __import__("re").compile(r"^\d+(?:\.\d+)?[bm](?:-[0-9a-z_.]+)*$")
GPU_VENDORS = ("nvidia", "amd", "tesla", "geforce", "instinct", "intel")
_RANGE = __import__("re").compile(r"^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$")
_X_RANGE = __import__("re").compile(r"^[xX\u00d7][-\u2013](\d+(?:\.\d+)?)$")  # "x-3" of "2x-3x" (range_tokens)
def _range_dispute(rng) -> dict[str, float]:
    """The dispute band of a range (tolerance.range_band: its stated digits rounded or truncated), as Tolerance fields;
    none for a range with a hedge or one made elsewhere (a fraction word's band: fraction_changes)."""
    if len(rng) < 5 or rng[3] is None or rng[4] is None:
        return {}
    return {"dispute_low": float(rng[3]), "dispute_high": float(rng[4])}


_COMMA_GROUPED = __import__("re").compile(r"^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")  # 1,200 / 12,453.04
_VERSION = VERSION_RE


_first_index = first_word_index  # noqa: E305  (vocabulary.first_word_index: phrase tables by first word)


#: DEGREE_WORDS by their first word, in their order (degree_at runs at every free token)
_DEGREE_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _w in DEGREE_WORDS:
    _DEGREE_BY_FIRST.setdefault(_w[0], []).append(_w)


# --- reading pieces ------------------------------------------------------------------------


from claimcheck.claims.cores import Core, Item  # noqa: E402  (the reader's pieces; count_frames builds them too)


#: the tolerance rule of a hedged pair's stated order (production hedged_pair_order; grade holds its contradiction back)
PAIR_ORDER_RULE = "pair order"
#: production per_token_restated: the rate graded within the time per token beside it too (its contradiction alone
#: is no accusation: grade.read_and_check)
RESTATED_TIME_RULE = "the time per token beside it, inverted"


def _score_to(toks, k: int) -> bool:
    """Token ``k`` ("to") stands between two numbers: a number (and its unit, up to three tokens) before it, a number
    (after a hedge at most) right after it ("744 tok/s to 524 tok/s", "744 to 524")."""
    n = k + 1 + (k + 1 < len(toks) and toks[k + 1].low in HEDGES)
    if n >= len(toks) or toks[n].kind != "num" or k == 0 or toks[k - 1].text in ("%", "x", "\u00d7"):
        return False  # "improves throughput by 28% to 1.28 req/s": a change and its after value
    m = next((x for x in range(k - 1, max(-1, k - 5), -1) if toks[x].kind == "num"), None)
    if m is None or any(toks[x].kind == "arm" or toks[x].low in _SCORE_NOT_UNIT for x in range(m + 1, k)):
        return False  # "22 ms with vLLM to 18 ms": the value's arm between (a from-to or a list)
    return not any(toks[x].low == "from" for x in range(max(0, m - 3), m))  # "from 22 ms to 18 ms": from-to's


#: words that are no part of a value's unit between a number and "to" (_score_to)
_SCORE_NOT_UNIT = frozenset({"with", "on", "for", "at", "in", "under", "using", "without", "by", "from", "of"})


def _span(statement: str, toks: list[Token], i0: int, i1: int) -> Span:
    a, b = toks[i0].start, toks[i1 - 1].end
    if a > b:  # a rewritten line whose words stand in another order than written (delta_lines.py): all they span
        a, b = min(t.start for t in toks[i0:i1]), max(t.end for t in toks[i0:i1])
    return Span(start=a, end=b, text=statement[a:b])


# --- the reader ----------------------------------------------------------------------------


#: verbs before an upward percent comparison that repeat its direction ("gained 32% more throughput over X")
GAINED_VERBS = frozenset({"gained", "gains", "gain"}) | ADD_VERBS


#: the speed words beside a work noun of SPEED_UP_OBJECTS (production work_speed): before it, the comparatives;
#: before "in" or after it, the speed nouns
_WORK_SPEED_WORDS = frozenset({"faster", "slower", "quicker"})
#: verbs of a comparison with another arm after which a rate unit closing the clause is its metric (unit_noun)
_VERB_COMPARISONS = BEAT_VERBS | EXCEED_ARM_VERBS | _amounts.LEAD_VERBS | _amounts.TRAIL_VERBS | {"behind"} | LOSE_VERBS
_WORK_SPEED_NOUNS = frozenset({"speedup", "speedups", "slowdown", "slowdowns"})


def _recap_span(c: Core, treat: Core, base: Core, hedged: bool) -> tuple[Decimal, Decimal]:
    """The values a pair summary's number may take given its pair's two stated values, each kept within its stated
    digits (``hedged``: within its tolerance, hedges included): the ratio larger / smaller (smaller / larger for a
    stated ratio below 1), or the percent change |treat - base| / base x 100."""
    def band(x: Core) -> tuple[Decimal, Decimal]:
        h = half_width(x.value, x.decimals, x.hedge if hedged else "")
        return (x.value - h) * x.scale, (x.value + h) * x.scale

    (t0, t1), (b0, b1) = band(treat), band(base)
    if t0 <= 0 or b0 <= 0:
        return Decimal(0), Decimal("Infinity")
    if c.kind == "ratio":
        (n0, n1), (d0, d1) = ((t0, t1), (b0, b1)) if treat.value * treat.scale >= base.value * base.scale \
            else ((b0, b1), (t0, t1))
        if c.value < 1:
            (n0, n1), (d0, d1) = (d0, d1), (n0, n1)
        return n0 / d1, n1 / d0
    r0, r1 = t0 / b1, t1 / b0
    lo = Decimal(0) if r0 <= 1 <= r1 else min(abs(r0 - 1), abs(r1 - 1))
    return lo * 100, max(abs(r0 - 1), abs(r1 - 1)) * 100


def _share_of_pair(value: Decimal, decimals: int, hedge: str, a: Core, b: Core) -> bool:
    """Production paren_percent_share: whether an unsigned percent after the pair ``a`` / ``b`` ("fell from 602 ms to
    511 ms (85%)") may be one value's share of the other (511 / 602 = 84.9%, within the digits and hedges of all
    three): then it is not read as the change (it had been read as an 85% fall and graded false); a percent that is
    neither the share nor the change ("(30%)" of 500 -> 200 ms) keeps the change reading and its verdict."""
    if value <= 0:
        return False
    t = tolerance(value, decimals, hedge)
    probe = Core("ratio", 0, 0, value=value / 100)
    w0, w1 = _recap_span(probe, a, b, hedged=True)
    return w0 * 100 < Decimal(str(t.high)) and Decimal(str(t.low)) <= w1 * 100


def _recap_restates(c: Core, treat: Core, base: Core) -> bool:
    """Production unnamed_change: a percent summary of a pair naming no arm is read only where its number is one the
    pair's two stated values make (``_recap_disagrees`` finds no disagreement, and within the values' hedges it is
    the pair's percent change): with no arm there is no row to decide between them."""
    if c.value is None or treat.value is None or base.value is None or _recap_disagrees(c, treat, base):
        return False
    t = tolerance(c.value, c.decimals, c.hedge)
    lo, hi = Decimal(str(t.low)), Decimal(str(t.high))
    if t.dispute_low is not None and t.dispute_high is not None:
        lo, hi = min(lo, Decimal(str(t.dispute_low))), max(hi, Decimal(str(t.dispute_high)))
    for x, y in ((treat, base), (base, treat)):
        w0, w1 = _recap_span(c, x, y, hedged=True)
        if w0 < hi and lo <= w1:
            return True
    return False


def _recap_disagrees(c: Core, treat: Core, base: Core) -> str:
    """Production recap_lead / pair_summary: a summary restates its own pair, so its number must be one the pair's
    two stated values make (within the digits of all three; a percent also within the digits it may have been
    rounded or truncated from, tolerance.dispute_band). One that does not, while all three could still agree with
    the rows (each within its tolerance, hedges included: "about 2,600 vs about 1,300 tok/s, so roughly 2.3x"), is
    not read: the sentence disagrees with itself, so it is never net-true, and no number of it is an accusation.
    Where no row could agree with all three, the rows contradict one of them and the summary stays read (``false``
    as it always was)."""
    if c.value is None or c.value <= 0 or treat.value is None or base.value is None or "=" not in (c.relation or "=") \
            or treat.relation != "=" or base.relation != "=":
        return ""
    t = tolerance(c.value, c.decimals, c.hedge)
    lo, hi = Decimal(str(t.low)), Decimal(str(t.high))
    if c.kind == "pct_change" and t.dispute_low is not None and t.dispute_high is not None:
        lo, hi = min(lo, Decimal(str(t.dispute_low))), max(hi, Decimal(str(t.dispute_high)))
    s0, s1 = _recap_span(c, treat, base, hedged=False)
    if s0 < hi and lo <= s1:
        return ""
    if c.kind == "pct_change":  # the other meaning of a percent change: of the speed, |treat - base| / treat
        s0, s1 = _recap_span(c, base, treat, hedged=False)
        if s0 < hi and lo <= s1:
            return ""
    w0, w1 = _recap_span(c, treat, base, hedged=True)
    if w0 < hi and lo <= w1:
        return "its number is not the ratio of the two values it restates (the sentence disagrees with itself)"
    return ""


#: the word sequences of the metric phrases (production metric_of_model: a read metric before "of" and a model)
_METRIC_WORD_SET = frozenset(words for words, _ in METRIC_PHRASES)


class _Clause:
    #: production unnamed_change: a summary restates its pair (``_recap_restates``), given to unnamed_change.py through
    #: the clause (that module never imports the reader)
    recap_restates = staticmethod(_recap_restates)

    def __init__(self, reader: "_Reader", i0: int, i1: int, subject_hint: tuple[str, ...] | None = None,
                 baseline_hint: tuple[str, ...] | None = None):
        self.baseline_hint = baseline_hint
        self.hint_implied = False  # production: elided_standard -- the baseline hint is a left-out standard (_read_parts)
        self.r = reader
        self.i0, self.i1 = i0, i1
        self.cores: list[Core] = []
        self.items: list[Item] = []
        self.subject_hint = subject_hint
        #: (metric, statistic) "it" stands for after a change verb (production it_metric; set by _read_parts)
        self.it_metric: tuple[str, str | None] | None = None
        self.half_relation = "="  # the relation of the last half_change _half_at found ("by more than half": "<")
        self.as_binders: set[int] = set()  # the closing "as" of as_adj_alone ("as high with X as with Y"): a binder
        self.negated = False
        self.neg_span: tuple[int, int] | None = None
        self.up_to: set[int] = set()  # token positions of "up" in "up to N" read by the prefix
        self.colon_vs: dict[int, int] = {}  # arm -> its "vs" joining two "ARM: VALUE" (production pair_arms)
        self.coord_subject: tuple[str, int, int] | None = None  # "A and B are ...": B and its words (coordinated_subjects)
        self.appos_leads: dict[int, Core] = {}  # the end of a recap lead before an appositive ratio -> the value

    # token helpers
    def w(self, i: int) -> str:
        return self.r.forms[i] if self.i0 <= i < self.i1 else ""

    def tok(self, i: int) -> Token | None:
        return self.r.toks[i] if self.i0 <= i < self.i1 else None

    def free(self, i: int) -> bool:
        return self.i0 <= i < self.i1 and not self.r.used[i]

    def take(self, a: int, b: int, role: str = "read") -> None:
        for k in range(a, b):
            self.r.used[k] = role

    def take_arms_rest(self, arms, a: int, b: int) -> None:
        """Tokens ``arms`` (indices) are arm mentions; every other token of ``a:b`` not yet taken is read."""
        for k in arms:
            self.r.used[k] = "arm"
        for k in range(a, b):
            if not self.r.used[k]:
                self.r.used[k] = "read"

    def _seq_digits(self, i: int, words: tuple[str, ...]) -> bool:
        """``seq`` where a word of digits matches a number token written so ("in all 3 configurations")."""
        if not any(x.isdigit() for x in words) or i < self.i0 or i + len(words) > self.i1:
            return False
        for k, x in enumerate(words):
            t = self.r.toks[i + k]
            if self.r.used[i + k] or (t.text != x if x.isdigit() else self.r.forms[i + k] != x):
                return False
        return True

    def seq(self, i: int, words: tuple[str, ...]) -> bool:
        i0, i1, forms, used = self.i0, self.i1, self.r.forms, self.r.used
        if i < i0 or i + len(words) > i1:
            return False
        for k, x in enumerate(words):
            if used[i + k] or forms[i + k] != x:
                return False
        return True

    def _arm_after_det(self, j: int) -> bool:
        """An arm at ``j``, or after one determiner there ("the 1-slot server")."""
        return self.arm_at(j) is not None or (self.w(j) in ("the", "a", "an") and self.free(j)
                                              and self.arm_at(j + 1) is not None)

    def _that_measured(self, i: int) -> int:
        """production: that_measured -- "2.5x that achieved by vLLM", "1.5x that measured for c8", "twice that seen with
        TGI": after "that" / "those", a participle of measuring (vocabulary.THAT_MEASURED_PARTICIPLES) and "by" / "for"
        / an arm preposition before an arm stand for "of": the tokens up to the arm (0: none)."""
        if self.w(i) not in THAT_MEASURED_PARTICIPLES or not self.free(i) or not self.free(i + 1) \
                or self.w(i + 1) not in ("by", "for", "from", *_ARM_PREPS) or not self._arm_after_det(i + 2):
            return 0
        return 2

    def skip_the(self, i: int) -> int:
        """Past determiners before a noun; "my" / "our" are the author's own run's, as "the" ("cut our mean TTFT by
        25%"); "their" is someone else's and stays."""
        while self.free(i) and self.w(i) in ("the", "a", "an", "that", "those", "my", "our") and not (
                self.w(i) in ("that", "those") and self.w(i + 1) != "of" and self.arm_at(i + 1) is None
                and not (self.w(i + 1) in _ARM_PREPS and self._arm_after_det(i + 2))
                and not self._that_measured(i + 1)):
            i += 1
            if self.w(i - 1) in ("that", "those") and (n := self._that_measured(i)):
                i += n  # "2.5x that achieved by vLLM": "that of vLLM"
                continue
            if self.w(i - 1) in ("that", "those") and self.w(i) in _ARM_PREPS and self._arm_after_det(i + 1):
                i += 1  # "1.25x that with APC off", "4x that with the 1-slot server"
            if self.w(i) == "of" and self.w(i - 1) in ("that", "those"):
                i += 1
        return i

    def arm_at(self, i: int) -> Token | None:
        t = self.tok(i)
        return t if t is not None and t.kind == "arm" and not self.r.used[i] else None

    def phrase(self, i: int, table) -> tuple[int, str] | None:
        first = self.w(i)
        if not first:
            return None
        if table is STAT_PHRASES and first in _METRIC_STAT_HEADS and (self.metric_phrase(i) or (
                first == "total" and (u := self.phrase(i, RATE_UNITS)) is not None and u[0] > 1)):
            return None  # "improves total token throughput by 80%", "Total tok/s is 4808": a metric's own word ("total")
        if table is STAT_PHRASES and first in EXTREME_STATISTICS and self.w(i + 1) != "case":
            # production: extreme_statistic -- "Worst TTFT: ~700ms on TP2, ~494ms on TP4": in a label that opens its
            # clause only (claimcheck/claims/extremes.py)
            return _extremes.label_statistic(self, i)
        if table is STAT_PHRASES and first in CASE_STATISTICS:
            # production: case_statistic -- "Best-case TPOT with EAGLE: 3 ms", "worst case TTFT": the smallest / the
            # largest request's time, right before a per-request metric only ("best-case throughput": not read)
            m = self.metric_phrase(i + 2) if self.w(i + 1) == "case" and self.free(i) and self.free(i + 1) else None
            return (2, CASE_STATISTICS[first]) if m and m[1] in PER_REQUEST else None
        if table is STAT_PHRASES and first in AVERAGE_VERBS:
            # production: average_verb -- "End-to-end latency averages 2.5 s with X", "TTFT averaged ~150 ms": the
            # mean, right before a value (a hedge allowed) only; "averaged over 3 runs" is no statistic
            k = i + 1 + (self.w(i + 1) in HEDGES and self.free(i + 1))
            t = self.tok(k)
            u = 1 if self.w(k + 1) in DURATION_UNITS else (self.phrase(k + 1, RATE_UNITS) or (0,))[0]
            if self.free(i) and t is not None and t.kind == "num" and u and not (
                    self.w(k + 1 + u) not in AVERAGE_VERBS and self.phrase(k + 1 + u, STAT_PHRASES)):
                return 1, "mean"  # (never before a value with a statistic of its own: "averages 500 ms p99 TTFT")
            return None
        if first == ">" and self.adjacent(i) and self.w(i - 1) in ("-", "="):
            return None  # the head of an arrow ("c1 -> 1.25 req/s", "12 => 10 ms"), never "more than" (production arrow)
        for words, val in _first_index(table).get(first, ()):
            if self.seq(i, words):
                return len(words), val
        return None

    def metric_phrase(self, i: int) -> tuple[int, str] | None:
        """A metric phrase; a one-word arm alias may stand in it as its word ("batch" in "batch fill")."""
        t = self.tok(i)
        if t is None:
            return None
        first = t.low if t.kind == "arm" else self.w(i)
        for words, val in _first_index(METRIC_PHRASES).get(first, ()):
            if all(self.free(i + k) and (self.w(i + k) == x or (self.r.toks[i + k].kind == "arm" and
                                                                 self.r.toks[i + k].low == x))
                   for k, x in enumerate(words)):
                return len(words), val
        if first in WHOLE_RUN_TIME_MODIFIERS and t.kind == "word" and self.free(i):
            return self._whole_run_time(i + 1)
        return None

    # production: whole_time_name
    def _whole_run_time(self, j: int) -> tuple[int, str] | None:
        """"Full run time", "whole-run wall time", "entire benchmark duration", "the full benchmark runtime": after a
        modifier of the whole (vocabulary.WHOLE_RUN_TIME_MODIFIERS, at j - 1), a metric phrase of the wall that names
        the run (its first word "run" / "runtime" / "benchmark") or a run noun and a time noun (WHOLE_RUN_TIME_RUNS,
        WHOLE_RUN_TIME_HEADS), every word plain and free: the run's wall time, (its tokens with the modifier, "wall").
        The words are the caller's to take, as any metric phrase's."""
        m = self.metric_phrase(j) if self.w(j) in WHOLE_RUN_TIME_FIRST else None
        if m and m[1] == "wall" and self.tok(j).kind == "word":
            return m[0] + 1, "wall"
        for run in WHOLE_RUN_TIME_RUNS:
            if not (self.seq(j, run) and all(self.free(j + k) and self.tok(j + k).kind == "word" for k in range(len(run)))):
                continue
            k = j + len(run)
            for head in WHOLE_RUN_TIME_HEADS:
                if self.seq(k, head) and all(self.free(k + n) and self.tok(k + n).kind == "word" for n in range(len(head))):
                    return len(run) + len(head) + 1, "wall"
        return None

    def _by_intensifier(self, k: int) -> int:
        """(production by_intensifier) "a" and an evaluative intensifier (vocabulary.PROSE_INTENSIFIERS) right after a
        change verb's "by" and right before its number ("dropped by a whopping 60%", "cuts TTFT by a solid 40%"): the
        number states the size, the words say how the author feels about it (left to the prose pass, which makes an
        intensifier right before a number read inert): their count, else 0. Not "a further" / "an additional" /
        "another" (a step over an earlier change, not the change itself)."""
        if self.w(k) == "a" and self.w(k + 1) in PROSE_INTENSIFIERS and self.free(k) and self.free(k + 1) \
                and self.tok(k + 2) is not None and self.tok(k + 2).kind == "num":
            return 2
        return 0

    def _unit_noun_slot(self, i: int, n: int) -> bool:
        """(production unit_noun) a rate unit of ``n`` tokens at ``i``, with no number before or after it, stands where a
        metric noun stands in the change frames: after "in" / "of" a change noun ("a 2x improvement in tok/s"), after a
        change verb and "the" at most ("increases tok/s by 10%", "improves the tok/s of X by 56%"), after "ARM 's"
        ("X's tok/s is 56% higher"), right before a change verb ("tok/s improved by 56%") or a change noun ("a 56%
        tok/s increase"). Never "qps" / "rps" (an offered load as often as a throughput: rate_metric's rule)."""
        if self.w(i) in ("qps", "rps") or not all(self.free(i + k) for k in range(n)):
            return False
        nxt = self.tok(i + n)
        if nxt is not None and nxt.kind == "num":
            return False
        k = i - 1
        if k >= self.i0 and self.w(k) == "the":
            k -= 1
        prev = self.w(k) if k >= self.i0 else ""
        if k >= self.i0 and self.r.toks[k].kind == "num":
            return False
        after = self.w(i + n)
        if prev in ("on", "in") and k == i - 1 and (self.tok(i + n) is None or i + n >= self.i1 or after in (
                ".", ",", ";", "!", "?", ")")) and any(self.w(x) in DIFFERENCE_WORDS for x in range(self.i0, k)):
            return True  # after a comparison, closing it: "1.6x faster than the 3060 on output tok/s"
        if prev in ("on", "in") and k == i - 1 and any(self.w(x) in _VERB_COMPARISONS for x in range(self.i0, k)) and (
                self.tok(i + n) is None or i + n >= self.i1 or after in (".", ",", ";", "!", "?", ")", "by")):
            # production: unit_noun -- after a verb of beating, leading, trailing or excess and its other arm, closing
            # the clause or right before its "by": "EAGLE beats n-gram by 1.42x on output tok/s", "beats n-gram on
            # output tok/s by 1.42x", "TP2 exceeded PP2 by 20% in output tok/s"
            return True
        if self.w(i - 1) == "the" and after == "of" and i - 3 >= self.i0 and self.w(i - 2) == "x" \
                and self.r.toks[i - 3].kind == "num":
            return True  # a multiple of an arm's rate: "1.6x the output tok/s of the 3060"
        if self.w(i - 1) == "x" and i - 2 >= self.i0 and self.r.toks[i - 2].kind == "num" and self.adjacent(i - 1) \
                and after not in ("of", "than", "vs", "versus", "/", "per", "x"):
            # production: ratio_unit -- a ratio right before a rate unit is a multiple of that rate: "2.0x req/s going
            # from 1 to 4 slots", "3x output tok/s with FP8" (as "2.0x the request throughput"); never before "of" /
            # "than" (another frame's) or another number
            return True
        if after in ("up", "down") and self.free(i + n):
            # right before "up N%" / "down N%" ("output tok/s up 50%", "req/s down ~10%"), as "throughput up 50%"
            q = i + n + 1 + (self.w(i + n + 1) in ("~", "about", "roughly", "approximately", "around", "nearly"))
            t = self.tok(q)
            return t is not None and t.kind == "num" and self.w(q + 1) in ("%", "percent")
        return (prev in ("in", "of") and k - 1 >= self.i0 and self.w(k - 1) in CHANGE_NOUNS
                or prev in CHANGE_VERBS or prev == "'s" and k - 1 >= self.i0 and self.r.toks[k - 1].kind == "arm"
                or after in CHANGE_VERBS or after in CHANGE_INTRANS or after in CHANGE_NOUNS)

    def _work_speed(self, i: int) -> tuple[int, str] | None:
        """(production work_speed) a work noun of vocabulary.SPEED_UP_OBJECTS at ``i`` ("inference", "generation",
        "serving", "decoding", "prefill"): (tokens, the metric of its speed). Only where the caller found a speed word
        beside it (right before: "faster", "slower", "quicker"; "speedup in"; right after: "speedup", "slowdown")."""
        for words, metric in SPEED_UP_OBJECTS.items():
            if self.seq(i, words) and all(self.free(i + k) for k in range(len(words))):
                return len(words), metric
        return None

    def metric_named(self, i: int) -> tuple[int, str] | None:
        """A metric phrase with the same metric spelled out in parentheses after it ("Time Per Output Token
        (TPOT)", "TPOT (time per output token)") and, for a per-request metric, "latency" after that ("Time Per
        Output Token (TPOT) latency"): (tokens, metric)."""
        m = self.metric_phrase(i)
        if not m and (u := self.phrase(i, RATE_UNITS)) and self._unit_noun_slot(i, u[0]):
            return u  # production: unit_noun -- "increases tok/s by 10%", "a 56% tok/s increase"
        if not m and (n := _whole_run_time_noun(self, i)):
            return n, "wall"  # production: whole_run_noun -- "cut the total time for the batch by 33%"
        if not m:
            return None
        j = i + m[0]
        if m[1] == "wall":
            j += _whole_run_countless(self, j)  # production: whole_set_of -- "cut the wall time for the batch by 33%"
        if self.w(j) == "(" and self.free(j):
            syn = self.metric_phrase(j + 1) or self.phrase(j + 1, RATE_UNITS)
            if syn and syn[1] == m[1] and self.w(j + 1 + syn[0]) == ")" and self.free(j + 1 + syn[0]):
                j += syn[0] + 2
                if m[1] in PER_REQUEST and self.w(j) in ("latency", "latencies") and self.free(j):
                    j += 1
        return j - i, m[1]

    def number(self, i: int) -> tuple[Decimal, int, int] | None:
        """(value, decimals, tokens used) of a number (digits or a number word) at i."""
        t = self.tok(i)
        if t is None or self.r.used[i]:
            return None
        if t.kind == "num" and t.value is not None:
            return t.value, t.decimals, 1
        if t.kind == "word" and t.low in NUMBER_WORDS:
            return Decimal(NUMBER_WORDS[t.low]), 0, 1
        return None

    def adjacent(self, i: int) -> bool:
        """No space between token i-1 and token i."""
        return 0 < i < len(self.r.toks) and self.r.toks[i - 1].end == self.r.toks[i].start

    # -- the scan --------------------------------------------------------------------------
    # production: construct
    def scan(self) -> None:
        i = self.i0
        held = _asides.hold(self)  # production: aside_pointer -- "(see below 2x)": held from the constructs, unread
        # production: paren_was_held -- "80 ms (was not 120 ms)": no before value, held unread (pair_frames.held_was)
        held += _asides.hold_positions(self, _pair_frames.held_was(self))
        # production: cause_negation -- ", because prefills no longer stall decodes": "no longer" held for the comment
        held += _prose_hold_cause_negations(self)
        # production: negated_clause
        if self.seq(i, ("it", "is", "not", "true", "that")) or self.seq(i, ("it", "is", "false", "that")) \
                or self.seq(i, ("it", "is", "not", "the", "case", "that")):
            n = 6 if self.w(i + 3) == "the" else (4 if self.w(i + 2) == "false" else 5)
            self.negated = True
            self.neg_span = (i, i + n)
            self.take(i, i + n)
            i += n
        # production: one_flag_cause -- "just from a flag" (claimcheck/claims/flag_arms.py), tried after discourse
        # production: favor_amount -- "The gap on TTFT was 60 ms in vLLM's favor" (claimcheck/claims/favor_frames.py)
        # production: direction_by -- "vLLM is faster by 60 ms on TTFT" (claimcheck/claims/favor_frames.py)
        # production: differs_by -- "TTFT differs by only 10 ms across backends (A 250 ms vs B 240 ms)" (pair_frames.py)
        # production: half_number -- "two and a half times": one number token, 2.5 (claimcheck/claims/statement.py)
        # production: pair_statistic -- "TTFT 900 ms → 610 ms (p99)": both values' statistic (claimcheck/claims/pair_frames.py)
        # production: paren_was -- "Mean TTFT is now 80 ms (was 120 ms)": the before value (claimcheck/claims/pair_frames.py)
        # production: sweep_chain -- "Mean TTFT 20/40/100 ms at c=1/8/32" (claimcheck/claims/sweep_chains.py; its parts
        # production: value_chain, production: arm_chain_of, production: arm_chain_to, production: respectively;
        # production: value_chain_from, production: chain_value, production: chain_step, production: chain_statistic
        # (production: chain_monotone -- "decreases monotonically from"; the later values a list, chain_list; each
        # later arm against the first too, chain_from_first)
        # ("from a median of 54.6 ms with A to ...") -- "Mean TTFT decreases from
        # 22 ms with vLLM to 18 ms with SGLang and 14 ms with TensorRT-LLM": sweep_chains.from_chain;
        # production: as_chain -- "Avg TPOT went 21.6 ms -> 32.9 ms -> 50.2 ms as I added slots (1/4/8)": _as_tail;
        # production: arms_metric_label -- "cold vs warm TTFT: 153ms / 51ms": _settings_metric_first; its values
        # joined by "vs": production: vs_values -- "cold vs warm TTFT: 153 ms vs 51 ms"; the arms after the metric:
        # production: metric_arms_label -- "TTFT cold vs warm: 153 / 51 ms", _metric_settings_first; a label's
        # later groups: production: chain_label_groups -- "c=1 → c=16: 67.2 → 728.4 output tok/s, mean request
        # latency 4.46 s → 6.57 s", _label_groups)
        # production: superlative_ranking, production: rank_lead, production: rank_place -- "TPOT is lowest on
        # TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM (35 ms)" (claimcheck/claims/superlatives.py ranking)
        # production: superlative_group -- "vLLM and SGLang are the slowest two" (claimcheck/claims/superlatives.py)
        # production: top_place -- "SGLang came out on top in request throughput", "TGI ranks last on mean TTFT"
        # (claimcheck/claims/superlatives.py top_place)
        # production: in_between -- "LMDeploy lands in between at 2.67 req/s, about 1.33x vLLM" (claimcheck/claims/
        # arm_chains.py in_between; its assertions once the clause's are built: between_assertions in emit)
        # production: across_all -- "Worst TTFT across all 64 reqs: ...": the completed requests a label's statistic is
        # over, read first and the label left to the rest (claimcheck/claims/extremes.py)
        # production: arrow_label -- "c1 → 1.25 req/s, c8 → 6.4 req/s": an arm, an arrow, its value (as "c1: 1.25 req/s";
        # claimcheck/claims/pair_frames.py arrow_label, tried first)
        # production: change_label -- "Mean TTFT reduction: 50%", "Throughput gain: +28%": a labelled percent change
        # (claimcheck/claims/change_labels.py)
        # production: unit_list -- "1,200, 1,650 and 2,100 tok/s": one unit for a list's values (claimcheck/claims/
        # value_lists.py unit_list; bound in order as any value_list)
        while i < self.i1:
            if not self.free(i):
                i += 1
                continue
            n = (self._latency_span_tail(i) or _extremes.across_all(self, i) or _pair_frames.arrow_label(self, i) or _sweep_chains.read(self, i) or _superlatives.ranking(self, i) or _superlatives.top_group(self, i) or _superlatives.top_place(self, i) or _arm_chains.in_between(self, i) or _value_lists.unit_list(self, i) or self.m_topic(i) or self.m_gloss(i) or _change_labels.read(self, i) or _pair_frames.pair_statistic(self, i) or _pair_frames.paren_was(self, i) or self.m_parity(i) or self.m_transition(i) or self.m_setting_list(i) or self.m_setting(i) or self.m_setting_desc(i) or self.m_when_arm(i) or self.m_descriptor(i) or self.m_discourse(i) or _flag_arms.one_flag(self, i) or self.m_tradeoff_label(i) or self.m_whole_run(i) or self.m_request_subject(i) or self.m_subject_all(i) or self.m_time_event(i) or self.m_cache(i) or self.m_count_frame(i) or self.m_all(i) or self.m_speed_up(i) or self.m_gain_subject(i) or self.m_modal_change(i) or self.m_change_intrans(i) or self.m_mult_intrans(i)
                 or self.m_of_count(i) or self.m_never_failed(i) or self.m_rate_object(i) or self.m_change_noun(i) or self.m_throughput_line(i) or self.m_bench_label(i) or self.m_label(i) or self.m_label_arrow(i) or self.m_slash_values(i) or self.m_pair(i) or self.m_pair_more(i) or _pair_frames.from_before(self, i) or self.m_up_from(i) or self.m_pair_summary(i) or self.m_appositive_lead(i) or self.m_signed(i) or self.m_value_contrast(i) or _favor_frames.read(self, i) or _favor_frames.direction_by(self, i) or _additive_steps.another_step(self, i) or self.m_quantity(i)
                 or self.m_direction(i) or _favor_frames.wins_by(self, i) or _pair_frames.differs_by(self, i) or self.m_cost_verb(i) or self.m_system_subject(i) or self.m_run_subject(i) or self.m_work_subject(i) or self.m_work_object(i) or self.m_caused_run(i) or self.m_service_verb(i) or self.m_change_verb(i) or self.m_time_delta(i) or self.m_bound_verb(i) or self.m_binder(i) or self.m_for(i)
                 or self.m_contrast(i) or self.m_metric(i) or self.m_fact(i))
            i += n or 1
        # production: count_arms -- a coordination of arms (production: arm_coord, "both A and B"; production: arm_item,
        # "the A run"; production: arm_list_nor, "neither A nor B": claimcheck/claims/count_arms.py) binds the clause's
        # counts, one per arm, or is released (production: count_arms_or -- "no failures with TP2 or PP2": a bare "or"
        # after a universal zero, as "either ... or"; production: each_arm_subject -- "Each run completed all 80
        # requests": every arm, one count each)
        _settle_count_arms(self)
        self._both_arms()
        self._apposed_arm()
        _asides.release(self, held)
        # production: value_verb -- "Total throughput hit 7.6k tok/s": between a read metric and a read number
        # (claimcheck/claims/value_verbs.py); production: narrative_copula -- "vLLM came out about 1.3x ahead": "came out"
        # between an arm and a read comparison; production: value_phrase -- "vLLM came in at 120 ms";
        # production: recap_value_phrase -- "That works out to 28.8 req/s for FP8" (a demonstrative opening the clause);
        # production: plural_value_verb -- "8B models generate 60 to 80 tokens per second" (a plural subject's verb);
        # production: caused_arm -- "That makes llama-server roughly 28% faster than Ollama" (a demonstrative's
        # causative before an arm and a read comparison); production: comparison_verb -- "FP8 hits 1.43x the request
        # throughput of BF16" (a verb between an arm and a read comparison)
        _value_verbs.read(self)
        self._same_fact()
        # production: prose -- what no construct read and carries no measurable content (claimcheck/claims/prose.py)
        # production: metric_appositive -- "Time to first token, the number customers feel most, dropped ...": who
        # cares about the metric, between commas right after its read phrase (prose.py appositive)
        # production: page_place -- where a pointed-to figure sits, inert with its reference: "(see image at top of
        # tutorial)", "(see the screenshot above)" (prose.reference / _page_place)
        # production: wise_opener -- "Performance-wise, ...", "Benchmark-wise, ...": a topic adverb of no one metric
        # before its comma at a sentence's start (prose.opener); production: framing_sentence -- "Here are the
        # numbers.", "Here's what I got:", "Table 2 summarises the effect of tensor parallelism.": a sentence that only
        # announces the results after it (prose.framing)
        # production: mechanism, production: mechanism_object -- how a read result came about ("X fuses the kernels,
        # delivering 2x ...", "..., overlapping A with B"): prose's last pass (claimcheck/claims/mechanisms.py)
        mark_prose(self)

    def _apposed_arm(self) -> None:
        """Production: apposed_arm -- "Mean TTFT is 100 ms with BF16, down 68%", "..., -68%", "..., 68% lower (than
        FP8)": a ratio or percent comparison naming no arm of its own, right after "," that follows a value naming its
        arm (no pair), is said of that value's arm -- never of the witness's declared treatment (a twist naming the
        other arm's value graded net-true before)."""
        for c in self.cores:
            if c.kind not in ("ratio", "pct_change") or c.arm or c.arm_amb or c.pair or c.i0 - 1 < self.i0 \
                    or self.w(c.i0 - 1) != ",":
                continue
            v = [x for x in self.cores if x.kind in ("duration", "rate") and max(x.i1, x.span_end) == c.i0 - 1]
            if len(v) == 1 and v[0].arm and not v[0].pair and len(v[0].arm_amb) == 1:
                c.arm, c.arm_amb = v[0].arm, v[0].arm_amb

    def _same_fact(self) -> None:
        """Production: same_fact -- "on the same two H100s", "with the same Llama 3.1 8B": "same" between "the" and a
        context fact the clause read (hardware, model, engine, a setting) says every arm had it; the fact is checked
        against every arm's record, so "same" is read with it (inert)."""
        starts = {f.span.start for f in self.r.facts if f.span is not None and f.source == self.r.source}
        for k in range(self.i0 + 1, self.i1 - 1):
            if self.w(k) == "same" and self.free(k) and self.w(k - 1) == "the" and self.r.toks[k + 1].start in starts:
                self.take(k, k + 1, "inert")

    # production: both_arms_setting  ("with both models using TP2", "with both engines at concurrency 64"): "both" and a
    # noun for the compared runs (BOTH_ARM_NOUNS) right before a setting fact say every arm ran with it; read only where
    # every arm of the witness declares that setting (the fact's check then holds only where every value is the one
    # stated); else the words stay unread
    def _both_arms(self) -> None:
        r = self.r
        decl = getattr(r, "arm_settings", None) or {}
        if not decl or not r.facts:
            return
        for k in range(self.i0, self.i1 - 2):
            if not (self.w(k) in ("both", "all") and self.free(k) and self.w(k + 1) in BOTH_ARM_NOUNS
                    and self.free(k + 1)):
                continue
            if self.w(k) == "all" and len(r.all_arms) < 3:
                continue
            gap = 1 if self.w(k + 2) in BOTH_ARM_GAP and self.free(k + 2) else 0  # "both engines used TP2"
            start = r.toks[min(k + 2 + gap, self.i1 - 1)].start
            fact = next((f for f in r.facts if f.span is not None and f.span.start == start and f.source == r.source),
                        None)
            if fact is None or fact.kind != "setting" or fact.negated:
                continue
            key = _re.sub(r"[^a-z0-9]+", "_", str(fact.key).lower()).strip("_")
            if not all(any(_re.sub(r"[^a-z0-9]+", "_", str(n).lower()).strip("_") == key and v is not None
                           for n, v in (decl.get(arm) or {}).items()) for arm in r.all_arms):
                continue
            self.take(k, k + 2 + gap)
            r.justified.update(range(k, k + 2 + gap))

    # -- constructs ------------------------------------------------------------------------
    # production: parity  ("X is within 5% of Y on throughput", "X matches Y's TTFT", "X's throughput is on par with
    # Y's", "comparable latency to Y", "A and B are less than 2% apart", "no measurable difference in TTFT between A
    # and B"): claimcheck/claims/parity.py; a stated tolerance is read exactly, a parity word with no number with the
    # hedge tolerance of the reference, false only when one arm is twice the other or more (docs, "Parity"); its
    # pieces: the reference arm (production: parity_ref), a negation before the parity words (production: parity_neg)
    # production: both_subject -- "The two engines are within 5% on TPOT": both arms of two as the subject (parity.py)
    def m_parity(self, i: int) -> int:
        # production: unchanged_value -- "Mean TTFT is unchanged at 45 ms", "(mean 45 ms on both versions)": each arm's
        # value, read by unchanged.read; production: every_arm_after -- "(~100 ms with and without EAGLE)", "(about 100
        # ms either way)": the every-arm phrase after its value (unchanged._both_after); production: unchanged_at --
        # "Output throughput does not improve at c64", "TTFT is unchanged with FP8": the arm (unchanged._arm_after)
        return _read_parity(self, i) or _unchanged.read(self, i)  # production: unchanged (claims/unchanged.py)

    # production: transition  ("going from concurrency 16 to 32", "when max concurrency went from 4 to 8", "raising
    # the request rate from 2 to 8 req/s", "increasing --parallel from 1 to 4", "between concurrency 16 and 32",
    # "from 8 to 64 concurrent requests"): a transition of ONE declared setting names two arms -- the FROM value the
    # arm that declares it (the clause's baseline), the TO value the arm that declares that (its subject); read only
    # when exactly one setting the words may name has those two values, each declared by exactly one arm
    def m_transition(self, i: int) -> int:
        if not self.r.sweep or self.w(i) not in _TRANSITION_FIRST and self.tok(i) is not None \
                and self.tok(i).kind != "arm" or not self.free(i):
            return 0
        j, direction, keys0, factor = i, "", None, None
        cond = self.w(j) in TRANSITION_CONDS
        j += cond
        if self.w(j) in TRANSITION_SUBJECTS and self.free(j) and (cond or j == self.i0) \
                and self.w(j + 1) in TRANSITION_VERBS and self.free(j + 1):
            # production: transition -- "as I went from 1 to 8 slots", "When we raised concurrency from 8 to 32,": the
            # speaker and a verb of moving, as the gerund ("going", "raising"): its direction must agree with the values
            direction, j = TRANSITION_VERBS[self.w(j + 1)], j + 2
        elif self.w(j) in TRANSITION_GERUNDS and self.free(j):
            direction, j = TRANSITION_GERUNDS[self.w(j)], j + 1
        elif self.w(j) in TRANSITION_FACTORS and self.w(j).endswith("ing") and self.free(j):
            factor, j = TRANSITION_FACTORS[self.w(j)], j + 1  # "doubling concurrency from 4 to 8"
        gerund = j > i + cond
        k = j + (self.w(j) == "the" and self.free(j))
        noun = self._transition_noun(k)
        if noun is not None and (noun[1] == "" or noun[2]):
            keys0, q = set(noun[0]), k + noun[3]
            if self.w(q) in TRANSITION_AUX and self.free(q) and (
                    self.w(q + 1) in TRANSITION_VERBS or self.w(q + 1) in TRANSITION_FACTORS):
                q += 1
            w = self.w(q) if self.free(q) else ""
            verb = w in TRANSITION_VERBS or (not gerund and w in TRANSITION_NOUN_GERUNDS) or (
                factor is None and w in TRANSITION_FACTORS)
            if verb:
                d = TRANSITION_VERBS.get(w, TRANSITION_NOUN_GERUNDS.get(w, ""))
                if w in TRANSITION_FACTORS:
                    factor = TRANSITION_FACTORS[w]
                if direction and d and d != direction:
                    return 0
                direction, q = direction or d, q + 1
            elif not gerund:
                return 0  # "concurrency from 16 to 32": a noun needs its verb ("went") or a gerund ("raising")
            j = q
        elif cond and not gerund or self.w(i) == "with":
            return 0  # "with" leads only a noun and its gerund ("with max concurrency going from 4 to 8")
        joiner = {"from": "to", "between": "and"}.get(self.w(j)) if self.free(j) else None
        if joiner is None and factor is None and direction and noun is not None and self.w(j) == "to" \
                and self.free(j):
            return self._to_only(i, j, direction, keys0)
        if joiner is None:
            return self._factor_only(i, j, factor, keys0) if factor is not None and noun is not None else 0
        v1 = self._transition_value(j + 1)
        if v1 is None:
            return 0
        e1, unit1 = v1[3], self._rate_unit(v1[3])
        if self.w(e1 + unit1) != joiner or not self.free(e1 + unit1):
            # "doubling concurrency from 16 gives ...": a factor and one value names the pair
            return self._factor_only(i, j, factor, keys0) if joiner == "to" and factor is not None \
                and noun is not None else 0
        v2 = self._transition_value(e1 + unit1 + 1)
        if v2 is None:
            return 0
        end = v2[3] + self._rate_unit(v2[3])
        keys = None
        for ks in (keys0, v1[0], v2[0]):
            if ks is not None:
                keys = set(ks) if keys is None else keys & set(ks)
        if not keys:
            return 0  # no setting named ("from 16 to 32" alone), or two that disagree
        if (unit1 or end > v2[3]) and "request_rate" in keys and keys0 is not None and "request_rate" in keys0:
            keys = {"request_rate"}  # "raising the offered load from 2 to 8 req/s": the unit says which load
        if (unit1 or end > v2[3]) and keys != {"request_rate"}:
            return 0  # "from 2 to 8 req/s" is a request rate only where the words say "request rate"
        if (v1[2] or v2[2]) and keys != {"request_rate"}:
            return 0  # a concurrency, batch size, thread or slot count is a whole number
        found = []
        for key in sorted(keys):
            by_arm = self.r.sweep.get(key, {})
            a1 = [a for a, (d, _) in by_arm.items() if d == v1[1]]
            a2 = [a for a, (d, _) in by_arm.items() if d == v2[1]]
            if len(a1) == 1 and len(a2) == 1 and a1 != a2:
                found.append((a1[0], a2[0]))
        if len(found) != 1:
            return 0  # a value no arm (or two arms) declares, or two settings with those values: which arms?
        base, subj = found[0]
        for v, arm in ((v1, base), (v2, subj)):
            if v[4] is not None and v[4].arms != (arm,):
                return 0  # an arm phrase that names another arm than its value does
        if direction and (v2[1] > v1[1]) != (direction == "up"):
            return 0  # "raising concurrency from 32 to 16": the verb disagrees with the values
        if factor is not None and v2[1] != v1[1] * factor:
            return 0  # "doubling concurrency from 4 to 16": the factor disagrees with the values
        self.take(i, end)
        for v in (v1, v2):
            if v[4] is not None:
                self.r.used[v[4].i] = "arm"
        s2 = v1[3] + unit1 + 1
        self.items.append(Item("binder", i, end, arm=base, arms=(base,)))
        self.items.append(Item("subject", s2, end, arm=subj, arms=(subj,)))
        return end - i

    # production: transition_to -- "Raising concurrency to 16", "when we shrank the prefill chunk to 2048 tokens"
    def _to_only(self, i: int, j: int, direction: str, keys: set | None) -> int:
        """A move of the setting said by its direction and its new value only ("Raising
        concurrency to 16 ...", "when we shrank the prefill chunk to 2048 tokens", "when concurrency rose to 16",
        "with the batch size raised to 32"): in a witness of exactly two arms that each declare a value of the setting,
        the TO value names the arm declaring it (the clause's subject), the other arm is the FROM one (its baseline).
        Read only where the verb's direction agrees with the two values ("lowering concurrency to 16" from 1: not
        read), the value is a whole number one arm declares, and exactly one setting the words may name has it."""
        v = self._transition_value(j + 1)
        if v is None or v[2] or not keys or len(self.r.all_arms) != 2:
            return 0
        if v[0] is not None:
            keys = keys & set(v[0])
        end = v[3]
        if "chunked_prefill_size" in keys and self.w(end) == "tokens" and self.free(end):
            end += 1  # "to 2048 tokens": the chunk's unit
        found = []
        for key in sorted(keys):
            by_arm = self.r.sweep.get(key, {})
            if set(by_arm) != set(self.r.all_arms):
                continue
            to = [a for a, (d, _) in by_arm.items() if d == v[1]]
            if len(to) != 1:
                continue
            frm = next(a for a in by_arm if a != to[0])
            if (v[1] > by_arm[frm][0]) != (direction == "up"):
                return 0  # "raising concurrency to 1" where the other arm ran 16: the move the wrong way
            found.append((frm, to[0]))
        if len(found) != 1:
            return 0
        base, subj = found[0]
        if v[4] is not None and v[4].arms != (subj,):
            return 0
        self.take(i, end)
        if v[4] is not None:
            self.r.used[v[4].i] = "arm"
        self.items.append(Item("binder", i, end, arm=base, arms=(base,)))
        self.items.append(Item("subject", j + 1, end, arm=subj, arms=(subj,)))
        return end - i

    def _factor_only(self, i: int, j: int, factor: Decimal | None, keys: set | None) -> int:
        """Production: transition -- a factor gerund and the setting's noun with no values ("doubling concurrency
        gives 1.51x more requests per second", "halving the batch size"): read only where exactly one pair of arms
        declares values of that setting in that ratio (the smaller's arm the baseline when doubling); in a sweep
        of 4, 8 and 16, "doubling concurrency" names two pairs and is not read."""
        if factor is None or not keys:
            return 0
        found = []
        for key in sorted(keys):
            by_arm = self.r.sweep.get(key, {})
            for a1, (d1, _) in by_arm.items():
                for a2, (d2, _) in by_arm.items():
                    if a1 != a2 and d2 == d1 * factor:
                        found.append((key, a1, a2))
        end = j
        if self.w(j) in ("to", "from") and self.free(j):
            # "doubling concurrency to 32" (the subject's value), "doubling concurrency from 16" (the baseline's)
            v = self._transition_value(j + 1)
            if v is None or v[2] or (v[0] is not None and not v[0] & keys):
                return 0
            side = 2 if self.w(j) == "to" else 1
            found = [f for f in found if self.r.sweep[f[0]][f[side]][0] == v[1]
                     and (v[4] is None or v[4].arms == (f[side],))]
            end = v[3]
        if len({(a1, a2) for _, a1, a2 in found}) != 1:
            return 0
        _, base, subj = found[0]
        j = end
        self.take(i, j)
        self.items.append(Item("binder", i, j, arm=base, arms=(base,)))
        self.items.append(Item("subject", i, j, arm=subj, arms=(subj,)))
        return j - i

    # production: setting_list  ("at concurrency 16 and 32", "with 4, 8 and 16 concurrent requests"): a list of values
    # of one declared setting, one of them written with the setting's phrase: each bare value names the one arm that
    # declares it (the list's words then bind as arm mentions do: "throughput was 4 and 8 req/s, respectively")
    def m_setting_list(self, i: int) -> int:
        t = self.tok(i)
        if not self.r.sweep or t is None or not self.free(i) or t.kind not in ("arm", "num"):
            return 0
        bare: list[int] = []
        if t.kind == "arm":  # the phrase first, then the bare values
            got = self._transition_value(i)
            if got is None or not got[0]:
                return 0
            keys, named, k = got[0], got[4], i + 1
            while True:
                sep = self.w(k)
                if sep not in (",", "and") or not self.free(k):
                    return 0
                k += 1 + (sep == "," and self.w(k + 1) == "and" and self.free(k + 1))
                nt = self.tok(k)
                if nt is None or nt.kind != "num" or nt.decimals or not self.free(k):
                    return 0
                bare.append(k)
                k += 1
                if self.w(k - 2) == "and":
                    break
        else:  # the bare values first, the phrase last ("4, 8 and 16 concurrent requests")
            k = i
            while True:
                nt = self.tok(k)
                if nt is None or nt.kind != "num" or nt.decimals or not self.free(k):
                    return 0
                bare.append(k)
                sep = self.w(k + 1)
                if sep not in (",", "and") or not self.free(k + 1):
                    return 0
                k += 2 + (sep == "," and self.w(k + 2) == "and" and self.free(k + 2))
                if self.w(k - 1) == "and":
                    break
            got = self._transition_value(k)
            if got is None or not got[0] or got[4] is None or got[4].start != self.tok(k).start or not (
                    self.w(k) == "" and self.r.toks[k].low.split()[0] in (str(got[1]), )):
                return 0  # the phrase must itself start with its value ("16 concurrent requests")
            keys, named = got[0], got[4]
        if len(keys) != 1:
            return 0
        key = next(iter(keys))
        by_arm = self.r.sweep.get(key, {})
        arms = [] if named is None else [named.arm]
        for k in bare:
            v = self.tok(k).value
            hit = [a for a, (d, _) in by_arm.items() if d == v]
            if len(hit) != 1 or hit[0] in arms:
                return 0  # a value no arm (or two arms) declares, or named twice
            arms.append(hit[0])
        if None in arms:
            return 0
        for k, arm in zip(bare, arms[1:]):
            tk = self.r.toks[k]
            tk.kind, tk.arms, tk.low = "arm", (arm,), tk.text.lower()
            self.r.forms[k] = ""
        return 0

    def _transition_noun(self, k: int) -> tuple[tuple[str, ...], str, int, int] | None:
        """Production: setting_noun -- (keys, mode, flag, tokens) of a setting's noun at ``k`` ("max concurrency", "--parallel", "-np"):
        ``flag`` is 1 or 2 where the noun is written as a command-line flag (dashes glued to it)."""
        flag = 0
        if self.w(k) == "-" and self.free(k):
            flag = 2 if self.w(k + 1) == "-" and self.free(k + 1) and self.adjacent(k + 1) else 1
            if not self.adjacent(k + flag):
                return None
        for words, (keys, mode) in _TRANSITION_NOUNS:
            if self.seq(k + flag, words):
                return keys, mode, flag, flag + len(words)
        return None

    def _transition_value(self, k: int) -> tuple[set | None, Decimal, int, int, Token | None] | None:
        """Production: sweep_value -- (keys or None, value, decimals, end, arm token or None) of one value of a
        transition at ``k``: an arm
        named by a declared setting ("concurrency 16", "32 concurrent requests"), a setting's noun and its number
        ("batch size 16", "c=32", "--threads 13"), a number and its noun ("64 concurrent requests"), or a
        bare number (its setting named by the other value or the words before "from")."""
        q = k
        if self.w(q) == "-" and self.free(q):
            q += 2 if self.w(q + 1) == "-" and self.free(q + 1) and self.adjacent(q + 1) else 1
            if not self.adjacent(q):
                return None
        t = self.tok(q)
        if t is not None and t.kind == "arm" and self.free(q):
            kv = {}
            for key, by_arm in self.r.sweep.items():
                for arm in t.arms:
                    if arm in by_arm and t.low in _setting_words(key, by_arm[arm][1]):
                        kv[key] = by_arm[arm][0]
            if not kv or len(set(kv.values())) != 1:
                return None
            v = next(iter(kv.values()))
            if set(kv) == {"request_rate"} and "rate" not in t.low.split():
                return None, v, 0, q + 1, t  # "8 req/s", "8 QPS": a rate, named a request rate only by the words before
            return set(kv), v, 0, q + 1, t
        keys = None
        noun = self._transition_noun(k)
        if noun is not None:
            keys, mode, flag, n = set(noun[0]), noun[1], noun[2], noun[3]
            q = k + n
            sep = self.w(q) in ("=", ":") and self.free(q)
            if mode and not (sep or flag):
                return None
            if sep or (not mode and self.w(q) == "of" and self.free(q)):
                q += 1
        elif q > k:
            return None  # dashes before a number
        num = self.number(q)
        if num is None:
            return None
        v, d, n = num
        q += n
        if noun is None:
            for words, ks in _TRANSITION_AFTER:
                if self.seq(q, words):
                    keys, q = set(ks), q + len(words)
                    break
        return keys, v, d, q, None

    def _rate_unit(self, k: int) -> int:
        """Tokens of a request rate's unit at ``k`` ("req/s", "QPS"), or 0."""
        for words in TRANSITION_RATE_UNITS:
            if self.seq(k, words):
                return len(words)
        return 0

    # production: setting
    def m_setting(self, i: int) -> int:
        j = i
        if self.w(j) in ("on", "in", "at", "via", "over", "through", "using"):
            j = self.skip_the(j + 1)
        sf = self.r.sforms
        for words, phrase in self.r.settings_by_first.get(sf[j] if self.i0 <= j < self.i1 else "", ()):
            if all(self.free(j + k) and sf[j + k] == x for k, x in enumerate(words)):
                end = j + len(words)
                self.take(i, end)
                key, value = self.r.shared.get(words, ("setting", phrase))
                if isinstance(value, bool):
                    value = "on" if value else "off"
                self.r.facts.append(ContextFact(kind="setting", key=key, value=value,  # type: ignore[arg-type]
                                                span=_span(self.r.text, self.r.toks, i, end), source=self.r.source))
                return end - i
        return 0

    # production: setting_desc  ("at concurrency 16", "with a batch size of 32", "(c=64)", "with 16 concurrent
    # users", "when serving 8 users", "at 16 QPS"): a setting fact key = N, checked against the witness's record
    def m_setting_desc(self, i: int) -> int:
        t0 = self.r.toks[i]
        if t0.kind == "ident" and self.free(i) and i > self.i0 and self.w(i - 1) == "(" \
                and _re.fullmatch(r"c[1-9][0-9]*", t0.low):
            # production: setting_desc -- "(c512)": a concurrency written short in parentheses, as "(c=512)" is
            self.take(i, i + 1)
            self.r.facts.append(ContextFact(kind="setting", key="concurrency", value=float(t0.low[1:]),
                                            span=_span(self.r.text, self.r.toks, i, i + 1), source=self.r.source))
            return 1
        if self.w(i) not in _SETTING_DESC_FIRST and (self.r.toks[i].kind != "num" and self.w(i) not in NUMBER_WORDS) \
                or not self.free(i):
            return 0
        j, lead = i, ""
        if self.w(j) in SETTING_DESC_LEADS:
            lead, j = self.w(j), j + 1
        elif self.w(j) == "when":
            lead, j = "when", j + 1
            if self.w(j) in SETTING_DESC_WHEN_VERBS and self.free(j):
                j += 1
        if self.w(j) in ("a", "an", "the") and self.free(j) and lead and lead != "when":
            j += 1
        got = None
        for words, (key, need_eq) in _SETTING_DESC:
            if not self.seq(j, words):
                continue
            q = j + len(words)
            eq = self.w(q) == "=" and self.free(q)
            if eq or (self.w(q) == "of" and self.free(q) and not need_eq):
                q += 1
            if need_eq and not eq and not (words in SETTING_DESC_BARE_AFTER_LEAD and lead in ("at", "with")):
                continue
            t = self.tok(q)
            if t is None or t.kind != "num" or t.value is None or not self.free(q) or (
                    t.decimals and key != "request_rate"):
                continue
            got = key, t.value, q + 1
            break
        if got is None and lead in ("at", "with", "under") and self.free(j) and self.tok(j) is not None \
                and self.tok(j).kind == "ident" and _re.fullmatch(r"c[1-9][0-9]*", self.tok(j).low):
            # production: setting_desc -- "at c512", "with c64": a concurrency written short after its preposition,
            # as "at c=512" is ("DCP reaches 6,091 tok/s/GPU at c512")
            got = "concurrency", Decimal(self.tok(j).low[1:]), j + 1
        if got is None:
            num = self.number(j)
            if num is not None:
                q = j + num[2]
                for words, key in SETTING_DESC_AFTER.items():
                    if self.seq(q, words) and (lead in ("at", "under", "with") or words[0] != words[-1]
                                               and key not in SETTING_DESC_LEAD_ONLY):
                        if num[1] and key != "request_rate":
                            break
                        got = key, num[0], q + len(words)
                        break
                if got is None and lead == "when" and self.w(j - 1) in SETTING_DESC_WHEN_VERBS:
                    k = q + (self.w(q) == "concurrent" and self.free(q))
                    if self.w(k) in SETTING_DESC_SERVED and self.free(k) and not num[1]:
                        got = "concurrency", num[0], k + 1
        if got is None:
            return 0
        key, value, end = got
        start = i if lead else j
        self.take(start, end)
        self.r.facts.append(ContextFact(kind="setting", key=key, value=float(value),
                                        span=_span(self.r.text, self.r.toks, start, end), source=self.r.source))
        return end - i

    # production: when_arm  ("Throughput when run parallel: 219.5 tokens/s"): a condition that is an arm of the
    # witness (a name, an alias or a declared setting) names that arm; the arm itself binds as any mention does
    def m_when_arm(self, i: int) -> int:
        if self.w(i) not in _WHEN_LEADS or not self.free(i):
            return 0
        if self.w(i) == "because":
            # "TTFT was 15% higher because of chunked prefill": the arm the change is said of
            if self.w(i + 1) != "of" or not self.free(i + 1) or self.arm_at(self.skip_the(i + 2)) is None:
                return 0
            self.r.used[i] = self.r.used[i + 1] = "arm"
            return 2
        if self.arm_at(self.skip_the(i + 1)) is None:
            # "when using TunableOp", "when running the fused kernel": a gerund of use before the arm
            if self.w(i + 1) in ("using", "running", "enabling", "with") and self.free(i + 1) \
                    and self.arm_at(self.skip_the(i + 2)) is not None:
                self.r.used[i] = self.r.used[i + 1] = "arm"
                return 2
            if self.w(i + 1) in ("running", "serving") and self.w(i + 2) in ("on", "with", "across") \
                    and self.free(i + 1) and self.free(i + 2) and (a := self.arm_at(self.skip_the(i + 3))) is not None \
                    and len(a.arms) == 1:
                # production: when_arm -- "Mean TTFT fell from 300 ms to 200 ms when running on H200": the arm it ran on
                for x in range(i, self.skip_the(i + 3)):
                    self.r.used[x] = "arm"
                return self.skip_the(i + 3) - i
            # "when the server runs 8 slots", "when we use four GPUs", "when it runs on a single GPU": a subject (a
            # pronoun or the system noun) and a verb of running in the present, then the arm
            j = i + 1
            if self.w(j) in ("we", "you", "they", "it", "i"):
                j += 1
            elif self.w(j) in ("the", "a", "an") and self.w(j + 1) in _WHEN_SUBJECT_NOUNS:
                j += 2
            else:
                return 0
            verbs = ("runs", "run", "uses", "use", "serves", "serve", "deploys", "deploy")
            if self.w(i + 1) in ("we", "i") and self.w(j) in ("ran", "served", "replayed", "reran", "deployed") \
                    and self.free(j):
                # production: when_arm -- "when we ran the same traffic on H200", "when we replayed it on H200": the
                # author's run in the past, what was run at most (_moved_work), then "on" / "with" / "across" the arm
                k = j + 1
                k += self._moved_work(k)
                if self.w(k) in ("on", "with", "across") and self.free(k):
                    k = self.skip_the(k + 1)
                    a = self.arm_at(k)
                    if a is not None and len(a.arms) == 1 and all(self.free(x) for x in range(i + 1, k)):
                        for x in range(i, k):
                            self.r.used[x] = "arm"
                        return k - i
                return 0
            if self.arm_at(j) is not None and (self.r.toks[j].text.lower().split()[0] in verbs or (
                    self.w(i + 1) in ("we", "i", "you") and self.r.toks[j].text.lower().split()[0] in _WHEN_ACTIONS)):
                k = j  # "when the model runs on four GPUs", "once we turned on X": the verb is the arm phrase's own
            elif self.w(j) not in verbs:
                return 0
            else:
                k = j + 1
                if self.w(k) in ("with", "on", "across", "over") and self.free(k):
                    k += 1
                k = self.skip_the(k)
            if self.arm_at(k) is None or len(self.r.toks[k].arms) != 1 or not all(self.free(x) for x in range(i + 1, k)):
                return 0
            for x in range(i, k):
                self.r.used[x] = "arm"
            return k - i
        self.r.used[i] = "arm"
        return 1

    # production: descriptor  ("on 16 NVIDIA GB300 GPUs", "M1 Max", "ROCm 6.1", "TP2", "on ShareGPT",
    # "ISL/OSL = 8192/1", "a single-user request", "GPT-OSS 20B"): claimcheck/claims/descriptors.py, among them
    # production: same_fragment ("Same GPU, same SGLang version, same prompts.": descriptors._same_fragment, its
    # production: same_item and production: same_head; production: same_control -- "under identical load", "at the
    # same concurrency", "for the same 300 requests", "on the same box", "with everything else unchanged", "apples to
    # apples": claimcheck/claims/controls.py, its production: control_head), production: client_tool ("(AIPerf, 200 reqs)", "with GuideLLM":
    # descriptors._client_tool, checked against the witness's importer); then
    # production: unverifiable_condition ("on real workloads", "in production", "while maintaining accuracy"): a
    # condition no witness confirms, an open fact (claimcheck/claims/conditions.py), among them
    # production: workload_condition ("at low concurrency", "on small batch sizes", "for JSON decoding tasks": a degree
    # or a kind of workload, conditions._workload) with its production: workload_degree ("low to mid")
    def m_descriptor(self, i: int) -> int:
        # (claimcheck/claims/descriptors.py: production: spec_method -- "(TP=4, EAGLE3 + ...)", "with EAGLE-3";
        # production: synthetic_acceptance -- "(..., synthetic 100% acceptance)"; production: quant_setting -- "at
        # Q4_K_M quantization", "in FP8"; production: latency_goal_single -- "for minimum-latency single-request
        # serving": concurrency 1; production: arm_memory -- "An M2 Pro with 16GB runs ...": the memory of the hardware an arm's
        # own name says, bound to that arm; production: this_lead -- "For this workload SGLang's ...": descriptors._this;
        # production: cpu_part -- "on the 7950X", "my 14900K": a desktop CPU by its model number alone, descriptors._cpu_part;
        # production: client_command -- "(vllm bench serve, 100 prompts)": a client tool written as its command;
        # production: no_gpu -- "with no GPU", "(no GPU)": the CPU fact, descriptors._no_gpu;
        # production: cpu_only_trailing -- "..., CPU only, 7950X.": descriptors._cpu_only;
        # production: setup_label_arms -- "FP8 vs BF16, 1x H200: ...": a setup label after its arms, setup_label_at;
        # production: setup_dash -- "16 concurrent, 1x A100 - vLLM: ...": a dash closes a setup label, label_dash_at;
        # production: in_out_lengths -- "~550 in / 150 out", "1k in/1k out": input_len, output_len, _in_out_lengths;
        # production: batch_item -- "(H100, batch 1)": batch size 1, _bs_ident)
        return _read_descriptor(self, i) or self.m_kv_setting(i) or _read_condition(self, i)


    # production: kv_setting  ("with max_num_seqs=256", "--max-num-seqs=256", "n_ctx = 4096", "enable_prefix_caching=True"):
    # a setting written as code, NAME=VALUE, whose NAME is a setting some arm of the witness declares (arms[*].settings),
    # with a number or a boolean for its value: a fact of the whole run, checked against every value the witness
    # records for it. A name no arm declares, or a word value ("quantization=fp8", "ISL=2k"), stays unread
    def m_kv_setting(self, i: int) -> int:
        decl = getattr(self.r, "arm_settings", None)
        if not decl:
            return 0
        toks, text = self.r.toks, self.r.text
        j = i
        while self.w(j) == "-" and self.free(j) and j - i < 2 and self.adjacent(j + 1):
            j += 1  # "--max-num-seqs=256"
        if not self.free(j) or toks[j].kind not in ("word", "ident") or (j > i and not self.adjacent(j)):
            return 0
        k = j
        while k + 1 < self.i1 and toks[k + 1].kind in ("word", "ident", "num") and self.free(k + 1) \
                and text[toks[k].end:toks[k + 1].start] in ("_", "-"):
            k += 1
        eq = k + 1
        flag = j > i or "_" in text[toks[j].start:toks[k].end]  # "--max-num-seqs", "max_num_seqs": never prose
        if self.w(eq) != "=" and flag and self.free(eq) and self.tok(eq) is not None and self.tok(eq).kind == "num" \
                and not self.adjacent(eq):
            eq -= 1  # "--max-num-seqs 256", "max_num_seqs 256": a flag and its value
        elif self.w(eq) != "=" or not self.free(eq) or not self.free(eq + 1):
            return 0
        elif k == j and not (self.adjacent(eq) and self.adjacent(eq + 1)):
            return 0  # "x = 5" in prose: only a joined name ("n_ctx = 4096") may be spaced
        v = self.tok(eq + 1)
        if v is None:
            return 0
        if v.kind == "num" and v.value is not None:
            value: str | float = float(v.value)
        elif v.kind == "word" and v.low in ("true", "false"):
            value = v.low
        else:
            return 0
        if eq + 2 < self.i1 and self.adjacent(eq + 2) and toks[eq + 2].kind in ("word", "ident", "num"):
            return 0  # "ISL=2k", "rate=10req": a value with a suffix is not a plain number
        key = "_".join(toks[x].low or toks[x].text.lower() for x in range(j, k + 1))
        have = [x for st in decl.values() for n, x in (st or {}).items() if x is not None
                and n not in ("engine", "engine_version", "model", "role", "workers")
                and _re.sub(r"[^a-z0-9]+", "_", str(n).lower()).strip("_") == key]
        # the arms declare it, each as a value of the same type as the one stated (a boolean for "=True", a number
        # for "=256"): "=True" against a declared 1 is not compared
        if not have or not all(isinstance(x, bool) if isinstance(value, str) else
                               isinstance(x, (int, float)) and not isinstance(x, bool) for x in have):
            return 0
        self.take(i, eq + 2)
        self.r.facts.append(ContextFact(kind="setting", key=key, value=value, span=_span(text, toks, i, eq + 2),
                                        source=self.r.source))
        return eq + 2 - i

    # production: topic_lead  ("Regarding TTFT, R1 reduces latency by 55% compared to V3.2", "For TTFT, vLLM is 3.8x
    # faster than TGI", "In terms of p99 TPOT, ..."): a lead (TOPIC_LEADS), a metric and a comma at the clause's start
    # name the metric of the clause's comparisons (applied in assemble, _apply_topic); read only where one takes it
    def m_topic(self, i: int) -> int:
        if self.w(i) not in _TOPIC_FIRST and (n := self._wise_topic(i)):
            return n
        if self.w(i) not in _TOPIC_FIRST or not self._clause_start(i):
            return 0
        if any(c.span_end == i for c in self.cores):
            return 0  # "brought a 1.66x increase in request throughput, from ...": the change noun's metric, no lead
        # production: topic_lead -- "On average, TTFT is 20% lower with X", "At the median, ...", "In the worst case,
        # ...": a statistic said before the clause (REQUEST_STAT_TAILS) and a comma: the statistic of the clause's
        # per-request comparisons that name none (applied in _apply_topic); never of a throughput (an aggregate)
        for words, st in _REQUEST_STAT_LIST:
            k = i + len(words)
            if self.seq(i, words) and all(self.free(x) for x in range(i, k)) and self.w(k) == "," and self.free(k):
                self.take(i, k)
                self.items.append(Item("topic", i, k, metric=None, statistic=st))
                return k + 1 - i
        whole = self.phrase(i, WHOLE_RUN_LEADS)
        if whole and self.w(i + whole[0]) == "," and all(self.free(x) for x in range(i, i + whole[0] + 1)):
            # production: whole_run_lead -- "Averaged over the whole run, output throughput was 80.8 tok/s with the
            # draft vs 38.5 tok/s without", "Over the entire benchmark, mean TTFT ...": what follows is each arm's
            # figure over its whole run -- a throughput's own (total / wall), a per-request value's mean after
            # "averaged" (applied in _apply_topic; a value of another statistic leaves the lead unread; after "over" /
            # "across" alone a per-request value keeps the statistic it names, or none)
            k = i + whole[0]
            self.take(i, k)
            it = Item("topic", i, k, metric=None, statistic="mean" if self.w(i) in AVERAGING_PARTICIPLES else None)
            it.whole_run = True  # type: ignore[attr-defined]
            self.items.append(it)
            return k + 1 - i
        lead = self.phrase(i, TOPIC_LEADS)
        if not lead:
            return 0
        j = i + lead[0]
        if self.w(j) == "the" and self.free(j):
            j += 1
        stat, j = self._statistic_before_metric(j)
        m = self.metric_named(j)
        if not m and stat is None and lead[0] == len(TOPIC_RATE_LEAD) and self.seq(i, TOPIC_RATE_LEAD):
            # production: topic_rate_noun -- "In terms of requests, FP8 served 4.34 req/s compared with 3.04 req/s for
            # the BF16 baseline", "In terms of generated tokens, ...": what is counted per second names the rate
            # (vocabulary.TOPIC_RATE_NOUNS), the clause's values in that rate's unit (another leaves it unread)
            m = next(((len(p), met) for p, met in TOPIC_RATE_NOUNS if self.seq(j, p)
                      and all(self.free(x) for x in range(j, j + len(p)))), None)
        if not m or m[1] == PERFORMANCE:
            return 0  # "For performance, ...": names no metric
        k = j + m[0]
        if stat is None and self.w(k) == "(" and self.free(k):
            s = self.phrase(k + 1, STAT_PHRASES)  # "For TTFT (p99), ..."
            if s and self.w(k + 1 + s[0]) == ")":
                stat, k = s[1], k + 2 + s[0]
        if self.w(k) not in (",", ":") or not self.free(k):
            return 0
        self.take(i, k)
        self.items.append(Item("topic", i, k, metric=m[1], statistic=stat))
        return k + 1 - i

    def _wise_topic(self, i: int) -> int:
        """Production: topic_lead -- "Throughput-wise, ...", "Latency-wise, ...", "TTFT-wise, ..." (a METRIC, a
        TOPIC_SUFFIX, a comma at the clause's start): the topic as "In terms of <metric>," names it (_apply_topic: the
        metric of the clause's comparisons that name none; a clause naming another metric leaves it unread)."""
        if not self._clause_start(i):
            return 0
        stat, j = self._statistic_before_metric(i)
        m = self.metric_named(j)
        if not m or m[1] == PERFORMANCE:
            return 0
        k = j + m[0]
        if self.w(k) not in TOPIC_SUFFIXES or not self.free(k) or self.w(k + 1) != "," or not self.free(k + 1):
            return 0
        self.take(i, k + 1)
        self.items.append(Item("topic", i, k + 1, metric=m[1], statistic=stat))
        return k + 2 - i

    # production: direction_gloss  ("the multi-LoRA TTFT was 10x higher (worse) than the base model's", "50% lower
    # (better) TTFT than X"): "(better)" / "(worse)" right after a comparison's direction word glosses it; read only
    # where it agrees with the direction and the metric's sense (checked in assemble, _check_gloss), else unread
    def m_gloss(self, i: int) -> int:
        if self.w(i) != "(" or self.w(i + 1) not in ("better", "worse") or self.w(i + 2) != ")" \
                or not (self.free(i + 1) and self.free(i + 2)):
            return 0
        # right after the direction word, or after the metric that follows it ("2x higher TTFT (worse) than")
        ends = {i} | {it.i0 for it in self.items if it.kind == "metric" and it.i1 == i}
        c = next((x for x in reversed(self.cores) if max(x.i1, x.span_end) in ends and x.kind in (
            "ratio", "pct_change", "direction") and x.sense in ("better", "worse", "up", "down")), None)
        if c is None or getattr(c, "gloss", None):
            return 0
        self.take(i, i + 3)
        c.gloss = (self.w(i + 1), c.span_end, i)  # type: ignore[attr-defined]
        if c.span_end == i:
            c.span_end = i + 3
        return 3

    def _check_gloss(self) -> None:
        """Production: direction_gloss -- the gloss must say what the direction says of the metric ("higher
        (worse)" of a TTFT, "higher (better)" of a throughput); otherwise (or where the metric's sense is not
        known) it is released, unread."""
        for c in self.cores:
            g = getattr(c, "gloss", None)
            if not g:
                continue
            word, old_end, k = g
            hb = True if c.metric == SPEED else HIGHER_IS_BETTER.get(c.metric or "",
                                                                      UNDERIVED_HIGHER_IS_BETTER.get(c.metric or ""))
            said = c.sense if c.sense in ("better", "worse") else (
                None if hb is None else ("better" if (c.sense == "up") == hb else "worse"))
            if said == word:
                continue
            for x in range(k, k + 3):
                self.r.used[x] = ""
            c.gloss = None  # type: ignore[attr-defined]
            if c.span_end == k + 3:
                c.span_end = old_end

    def _topic_mentions(self, k0: int) -> list[tuple[tuple[str, ...], str]]:
        """The metric phrases written in the clause from token k0 on, longest first, whether or not a construct took
        them (the words, the metric)."""
        out, k, forms = [], k0, self.r.forms
        while k < self.i1:
            for words, val in _first_index(METRIC_PHRASES).get(forms[k], ()):
                if tuple(forms[k:k + len(words)]) == words:
                    out.append((words, val))
                    k += len(words) - 1
                    break
            k += 1
        return out

    def _apply_topic(self) -> None:
        """Production: topic_lead -- the topic's metric (and statistic) is the metric of each comparison after it
        that names none (or only the generic speed), or only the generic "latency" where the topic is a
        per-request metric. A comparison of another metric or statistic makes the topic unread (its tokens are
        justified only by a core that took it)."""
        topics = [it for it in self.items if it.kind == "topic"]
        if len(topics) != 1:
            return
        t = topics[0]
        if t.metric is None:  # a statistic lead ("On average, ..."): every comparison after it per-request, none of
            takers = [c for c in self.cores if c.i0 >= t.i1 and c.kind not in ("count", "fraction", "pct_value")]
            if getattr(t, "whole_run", False) and takers and (all(
                    c.metric in WHOLE_RUN_RATES and c.statistic is None for c in takers) or (
                    t.statistic is None and all(c.metric in PER_REQUEST for c in takers))):
                # production: whole_run_lead -- "Averaged over the whole run, output throughput was ...": the rate over
                # each arm's whole run is the one the witness re-derives (total / wall); "Over the entire benchmark,
                # p99 E2E latency ...": over all of each arm's requests, as every statistic is
                for c in takers:
                    c.items_used = list(getattr(c, "items_used", [])) + [t]  # type: ignore[attr-defined]
                return
            if not takers or any(c.metric not in PER_REQUEST or c.statistic not in (None, t.statistic)
                                 for c in takers):  # another statistic, or a throughput
                return
            for c in takers:
                c.statistic = t.statistic
                c.items_used = list(getattr(c, "items_used", [])) + [t]  # type: ignore[attr-defined]
            return
        mentions = self._topic_mentions(t.i1)
        if any(val != t.metric for words, val in mentions if words not in TOPIC_GENERIC_LATENCY):
            return  # "For TTFT, X raises throughput by 2x": another metric; the topic is not read
        takers = []
        for c in self.cores:
            if c.i0 < t.i1 or c.kind in ("count", "fraction", "pct_value"):
                continue
            if c.metric == t.metric or (t.metric == SPEED and c.metric in ("throughput", "token_throughput")):
                pass  # "As for throughput, X serves 6 req/s": the rate's own throughput
            elif c.metric in (None, SPEED) and (c.kind in ("ratio", "pct_change", "pct_of", "direction") or (
                    c.kind == "duration" and t.metric in DURATION_METRICS)):
                pass
            elif c.metric == "e2e_latency" and t.metric in PER_REQUEST and any(
                    words in TOPIC_GENERIC_LATENCY for words, _ in mentions) and not any(
                    val == "e2e_latency" and words not in TOPIC_GENERIC_LATENCY for words, val in mentions):
                pass  # "Regarding TTFT, R1 reduces latency by 55%": the latency the topic names
            else:
                return  # another metric: the topic is not this clause's (unread)
            if c.statistic is not None and t.statistic is not None and c.statistic != t.statistic:
                return
            takers.append(c)
        for c in takers:
            if not (t.metric == SPEED and c.metric in ("throughput", "token_throughput")):
                c.metric = t.metric
            lone = [it for it in self.items if it.kind == "stat" and not it.used and it.segment == c.segment
                    and it.i1 <= c.i0] if c.statistic is None and t.metric in PER_REQUEST else []
            if lone and len({it.statistic for it in lone}) == 1 and t.statistic in (None, lone[0].statistic):
                # production: topic_stat -- "For the first token latency, LMDeploy average is 165 ms": a statistic word
                # on its own before the value, in a clause under a per-request topic, is the value's statistic (as
                # "LMDeploy average is 165 ms for TTFT" reads it)
                c.statistic = lone[0].statistic
                for it in lone:
                    it.used = True
                c.items_used = list(getattr(c, "items_used", [])) + lone  # type: ignore[attr-defined]
            if c.statistic is None:
                c.statistic = t.statistic
            c.items_used = list(getattr(c, "items_used", [])) + [t]  # type: ignore[attr-defined]

    # production: discourse  ("For example, ...", "In our experiments, ...", "we observe ..."): inert
    # production: result_header  ("Benchmark results for pr-11234 vs main (...):": vocabulary.RESULT_HEADERS, a
    # discourse phrase inert anywhere, as "results" is)
    def m_discourse(self, i: int) -> int:
        got = self.phrase(i, _DISCOURSE)
        if not got:
            # production: first_person_rate -- "We now generate about 960 tok/s with c32" (claimcheck/claims/openers.py)
            return self.quality_label(i) or self.provenance(i) or self.provenance_of(i) or _response_lines.read(self, i) \
                or self.means_arm(i) \
                or self.caption_label(i) \
                or _figure_leads.read(self, i) \
                or _openers.read(self, i) or _report_leads.read(self, i)  # production: figure_lead ("Table 3 shows that", "As shown in Figure 4,");
            # production: attribution_lead ("The auditor confirmed ...", "Our logs show that ...": figure_leads.py);
            # production: bench_opener ("We benchmarked both on an A100:": claimcheck/claims/openers.py; its
            # production: genre_lead "In this video I compare ...", production: opener_object "the radix cache A/B")
            # production: conclusion_opener ("So every output token costs ...": claimcheck/claims/openers.py)
            # production: end_to_end_opener ("End-to-end on 8x H20, X cut TTFT ...": claimcheck/claims/openers.py)
            # production: report_lead ("It can be seen that ...", "As expected, ...": claimcheck/claims/report_leads.py)
            # production: observed_passive ("a reduction from X to Y can be observed for ARM": report_leads.py)
        n = got[0]
        if i > self.i0 and show_lead_of_other(tuple(self.w(k) for k in range(i, i + n)), self.w(i - 1)):
            return 0  # "Their benchmarks show ...", "vLLM's results show ...": another witness's evidence
        if tuple(self.w(k) for k in range(i, i + n)) in DISCOURSE_COMMA_ONLY and not (
                self.free(i + n) and (self.w(i + n) in (",", ":") or self.w(i + n) in PROSE_PRONOUNS
                                      or self.seq(i + n, ("there", "is")) or self.seq(i + n, ("there", "are"))
                                      or self.seq(i + n, ("there", "was")) or self.seq(i + n, ("there", "were")))
                or self.arm_at(i + n) is not None or (
                    # "Overall e2e went from 21.2 s to 18.9 s", "Overall mean TTFT fell 25%": at the clause's start,
                    # before a metric (or a statistic and a metric) the aggregate over the run, which every metric is
                    self.w(i) == "overall" and n == 1 and i == self.i0 and self.free(i + 1) and (
                        self.metric_named(i + 1) or (self.phrase(i + 1, STAT_PHRASES)
                                                     and self.metric_named(i + 1 + self.phrase(i + 1, STAT_PHRASES)[0]))))):
            # "In short prompts", "overall throughput": a scope or metric word; discourse only before a comma, a
            # pronoun, an existential "there is" or an arm ("Overall, ...", "Overall we see ...", "In this setup vLLM
            # ...", "In the whole test there is no failed request")
            return 0
        if self.w(i + n) == ":" and self.free(i + n):
            n += 1
        for k in range(i, i + n):
            self.r.used[k] = "inert"
        return n

    def _clause_start(self, i: int) -> bool:
        """Nothing before i in the clause but what a construct read, inert words and subject pronouns ("We also
        measured gains for ARM: ...")."""
        return self.free(i) and all(self.r.used[k] or self.w(k) in INERT_WORDS or self.w(k) in PROSE_PRONOUNS
                                    for k in range(self.i0, i))

    # production: quality_label  ("Performance Boost: our tests show up to 2.5x speedup over X", "Efficiency: ...", "we
    # measured gains for ARM: ..."): a header of QUALITY_LABEL_WORDS only (and "for" / "with" / "of" an arm), before a
    # colon at the clause's start, inert only when the clause after the
    # colon names a metric or a speed word of its own (its comparison takes that one; "Performance: 2x over X", whose
    # comparison would need the header's word, leaves the header unread)
    def quality_label(self, i: int) -> int:
        if not self._clause_start(i):
            return 0
        j = i
        while j < i + 3 and self.free(j) and self.w(j) in QUALITY_LABEL_WORDS:
            j += 1
        if j == i:
            return 0
        colon = j
        if self.w(j) in ("for", "with", "of") and self.free(j):
            # "gains for speculative decoding:": the arm the header names binds as any mention does
            a = self.skip_the(j + 1)
            colon = a + 1 if self.arm_at(a) is not None else -1
        if self.w(colon) != ":" or not self.free(colon):
            return 0
        if not any(self.free(k) and (self.w(k) in QUALITY_LABEL_SPEED_WORDS or self.metric_phrase(k) is not None
                                     or self._unit_names_metric(k)) for k in range(colon + 1, self.i1)):
            return 0
        if any(self.w(k) in QUALITY_LABEL_GAINS for k in range(i, j)) and _says_against(self.r.toks, colon + 1, self.i1,
                                                                                       "better"):
            return 0  # "Gains: mean TPOT rose from 31 ms to 32.6 ms": a gain the clause says is a loss
        self.take(i, j + 1, "inert")
        if colon != j:
            self.take(j + 1, self.skip_the(j + 1), "inert")
            self.take(colon, colon + 1, "inert")
        return j + 1 - i

    def _unit_names_metric(self, k: int) -> bool:
        """A rate unit right after a number at ``k`` whose unit alone names its metric ("380 tok/s/user", "16 req/s",
        "45 tokens per second"): after a quality label's colon the value's metric is its own, never the header's
        ("Performance: 380 tok/s/user (w/ MTP) and 140 tok/s/user (w/o MTP)")."""
        t = self.tok(k - 1)
        if t is None or t.kind != "num" or k - 1 < self.i0:
            return False
        r = self.phrase(k, RATE_UNITS)
        return r is not None and r[1] is not None

    # production: provenance  ("In an early internal micro-benchmark by LMSYS, ...", "In our internal tests at Acme,
    # ..."): where a result was measured, at the clause's start and before a comma: inert. Only plain words (none of
    # NEVER_PROSE, no arm, number or identifier) around the run noun; a scope, a hardware or a condition word leaves
    # it unread ("In a long-context benchmark on H100," is a scope)
    def provenance(self, i: int) -> int:
        if self.w(i) not in PROVENANCE_PREPS or not self._clause_start(i) or self.w(i + 1) not in PROVENANCE_DETS \
                or not self.free(i + 1):
            return 0

        def plain(k: int) -> bool:
            t = self.tok(k)
            return t is not None and t.kind == "word" and self.free(k) and t.low not in NEVER_PROSE \
                and t.low not in INERT_WORDS and t.low not in PROVENANCE_ELSEWHERE and "'" not in t.low

        j = i + 2
        gpu = None
        while j < i + 6 and (plain(j) or (gpu is None and self.w(j) in GPUS and self.free(j)
                                          and self.tok(j).kind != "arm")) and self.w(j) not in PROVENANCE_NOUNS:
            if not plain(j):
                gpu = j  # production: provenance_gpu -- "In our H100 tests,": the GPU the tests ran on, a fact
            j += 1
        if not (self.free(j) and self.w(j) in PROVENANCE_NOUNS):
            return 0
        j += 1
        if self.w(j) in PROVENANCE_BY and self.free(j):
            k = j + 1
            while k < j + 4 and plain(k):
                k += 1
            if k == j + 1:
                return 0
            j = k
        if self.w(j) != "," or not self.free(j):
            return 0
        if gpu is not None:
            # production: provenance_gpu -- "In our H100 tests, ...", "On our A100 benchmark, ...": where the result
            # was measured names its GPU: the hardware fact (checked as "on an H100" is), the rest inert
            if self.m_fact(gpu) != 1:
                return 0
            self.take(i, gpu, "inert")
            self.take(gpu + 1, j + 1, "inert")
            return j + 1 - i
        self.take(i, j + 1, "inert")
        return j + 1 - i

    # production: response_line  ("I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second": one
    # response's end-to-end latency and output tokens, the rate restating them; graded only of an arm of one request:
    # claimcheck/claims/response_lines.py)
    # production: provenance_of  ("TensorRT-LLM evaluation of the new H200 GPU achieves 11,819 tokens/s"): a run noun
    # (vocabulary.PROVENANCE_OF_NOUNS, singular) and "of" right before an arm (a "the", "new", "latest" between), at
    # the clause's start or after its facts alone (the engine that measured it): the arm is the clause's subject, the
    # noun says it was measured; inert. After any other word ("A previous evaluation of X", "our evaluation of X")
    # or before no arm ("an evaluation of 100 prompts") it is not read
    def provenance_of(self, i: int) -> int:
        if self.w(i) not in PROVENANCE_OF_NOUNS or not self.free(i) or self.w(i + 1) != "of" or not self.free(i + 1):
            return 0
        if any(self.r.toks[k].kind == "arm" or not self.r.used[k] or self.r.used[k] == "inert"
               for k in range(self.i0, i)):
            return 0
        k = i + 2
        while k < i + 5 and self.w(k) in PROVENANCE_OF_FILLERS:
            k += 1
        if self.arm_at(k) is None:
            return 0
        self.take(i, i + 2, "inert")
        return 2

    # production: caption_label  ("Figure 5: MiniMax-M2.5 EAGLE3 output throughput ...", "Table 2: ...", "Fig 3b: ..."): a
    # figure or table caption's label at the clause's start before a colon: where to look, inert (its number counts
    # figures, not anything measured); what follows is read as any clause is
    # production: numbered_label ("Finding 2.1: ...", "Observation 3: ...", "Takeaway #1: ..."): a report's numbered
    # heading (NUMBERED_LABELS, "#" at most, then a section number: an integer below 1000, "2.1", "2.1.3") at the
    # clause's start before a colon, read as caption_label's: its number counts sections, nothing measured
    def caption_label(self, i: int) -> int:
        if not self._clause_start(i):
            return 0
        n = 1 if self.w(i) in PROSE_FIGURE_NOUNS else next(
            (len(ws) for ws in NUMBERED_LABELS if self.seq(i, ws) and all(self.free(k) for k in range(i, i + len(ws)))), 0)
        if not n:
            return 0
        j = i + n
        numbered = self.w(i) not in PROSE_FIGURE_NOUNS
        if numbered and tuple(self.w(k) for k in range(i, j)) in SETUP_LABELS and self.w(j) == ":" and self.free(j):
            # "Infrastructure: on our internal benchmark, ...": a setup heading with no number, taken here (not in the
            # prose pass, which runs last) so that a provenance lead after it opens the clause
            self.take(i, j + 1, "inert")
            return j + 1 - i
        if numbered and self.w(j) == "#" and self.free(j):
            j += 1  # "Takeaway #1:"
        t = self.tok(j)
        if t is None or not self.free(j) or not (t.kind == "num" and t.decimals == 0 and t.value is not None
                                                 and t.value < 1000 or t.kind == "ident" and len(t.low) <= 4
                                                 and t.low[:1].isdigit() or numbered and _SECTION_NUMBER.match(t.text)
                                                 and t.kind in ("num", "ident")):
            return 0
        if self.w(j + 1) != ":" or not self.free(j + 1):
            return 0
        self.take(i, j + 2, "inert")
        return j + 2 - i

    # production: means_arm  ("Through sequence parallelism and kernel optimization, the team achieved ...", "Thanks to
    # FusedMoE, throughput is 2.5x higher ...", "Using EAGLE, we see ..."): a means lead at the clause's start, right
    # before an arm and its comma: the lead is inert (it says what "With ARM," says), the arm binds as any mention does
    def means_arm(self, i: int) -> int:
        if not self._clause_start(i):
            return 0
        lead = next((len(ws) for ws in MEANS_LEADS if self.seq(i, ws)), 0)
        if not lead:
            return 0
        j = self.skip_the(i + lead)
        a = self.arm_at(j)
        if a is not None and self.w(j + 1) in MEANS_HOST_PREPS and self.free(j + 1) \
                and any(self.seq(i, ws) for ws in MEANS_HOST_LEADS):
            # production: means_arm -- "By integrating Mooncake's store into vLLM, we achieve 3.8x higher throughput":
            # the arm put into another arm's system is the subject, the host alone the baseline
            k = self.skip_the(j + 2)
            b = self.arm_at(k)
            if b is None or self.w(k + 1) != "," or not self.free(k + 1) or a.arm is None or b.arm is None \
                    or len(a.arms) != 1 or len(b.arms) != 1 or a.arm == b.arm:
                return 0
            self.take(i, j, "inert")  # the lead (and a determiner): what "With ARM," says
            self.take(j + 1, k + 1)
            self.r.used[j] = self.r.used[k] = "arm"
            self.items.append(Item("subject", j, j + 1, arm=a.arm, arms=(a.arm,)))
            self.items.append(Item("binder", j + 1, k + 1, arm=b.arm, arms=(b.arm,)))
            return k + 2 - i
        if a is None or self.w(j + 1) != "," or not self.free(j + 1):
            return 0
        self.take(i, i + lead, "inert")
        return lead

    # production: tradeoff_label  ("The price is latency: mean end-to-end latency rose from 1.0 s to 1.85 s", "The
    # cost: TTFT ..."): a lead-in naming what a change costs, before a colon at the clause's start, inert only when the
    # clause after the colon names a metric of the same family (a latency word before a duration metric, a
    # throughput word before a rate); the assertion after the colon says the rest
    def m_tradeoff_label(self, i: int) -> int:
        if not self.free(i) or not all(self.r.used[k] for k in range(self.i0, i)):
            return 0
        j = i + 1 if self.w(i) == "the" else i
        noun = next((ws for ws in TRADEOFF_NOUNS if self.seq(j, ws)), None)
        if noun is None:
            return 0
        k = j + len(noun)
        # "The catch: ...", "The price is latency: ...": a label before a colon is summary_label's
        # (claimcheck/claims/lead_labels.py), taken out there only where the clause after it says a worse direction
        # of the label's metric; here it stays unread
        k += self.w(k) in ("is", "was", "are", "were")
        if k > j + len(noun) and self.w(i) == "the" and not self.metric_phrase(k) and self._worse_change_after(k):
            # production: cost_lead -- "The cost is a modest 10% increase in TTFT for X", "The price is 12% higher p99
            # TTFT": the change that follows is the cost (read as any change); inert only where that change is in
            # its metric's worse direction (one direction word, one metric after it)
            self.take(i, k, "inert")
            return k - i
        return 0

    def _worse_change_after(self, k: int) -> bool:
        """The words from ``k`` to the clause's end open with a number (after "a" / "an" and a degree adjective) and
        hold exactly one direction word (vocabulary.SENSE or PCT_CHANGE_NOUNS) and one metric, the direction the
        metric's worse one (production cost_lead)."""
        q = k + (self.w(k) in ("a", "an"))
        q += self.w(q) in DEGREE_ADJECTIVES
        t = self.tok(q)
        if t is None or t.kind != "num" or not all(self.free(x) for x in range(k, self.i1)):
            return False
        senses = [PCT_CHANGE_NOUNS.get(self.w(x)) or SENSE.get(self.w(x)) for x in range(q, self.i1)
                  if self.w(x) in PCT_CHANGE_NOUNS or self.w(x) in SENSE]
        metrics = {self.metric_phrase(x)[1] for x in range(q, self.i1) if self.metric_phrase(x)}
        if len(senses) != 1 or len(metrics) != 1:
            return False
        metric = next(iter(metrics))
        hb = True if metric == SPEED else HIGHER_IS_BETTER.get(metric)
        return senses[0] == "worse" or (hb is not None and senses[0] == ("down" if hb else "up"))

    def _counts_quantified(self, it) -> bool:
        """Production: count_quantifier -- "Output throughput went from 192 to 283 tok/s, and all 40 requests completed
        in both arms": a quantifier over every arm right after a count, the count joined by "and" after the clause's
        other assertions, quantifies the counts after that "and" alone (each arm's own count: count_meanings), never
        the values before it (the pair is not "283 tok/s in both arms"). Marks those counts as said of every arm."""
        counts = [c for c in self.cores if c.kind in ("count", "fraction")]
        at = it.i0 - (self.w(it.i0 - 1) in QUANTIFIER_PREPS)  # "in both arms": the preposition too
        if not counts or max(c.span_end for c in counts) != at:
            return False
        first = min(c.i0 for c in counts)
        if not (first > self.i0 and self.w(first - 1) == "and"):
            return False
        mine = [c for c in counts if c.span_end <= at]
        if any(c.arm or c.arm_amb for c in mine) or len(mine) != len(counts):
            return False
        others = [c for c in self.cores if c.kind not in ("count", "fraction")]
        if not others or any(max(c.i1, c.span_end) > first for c in others):
            return False
        for c in mine:
            c.arm_amb = ("*",)
        return True

    def _each_named(self, i: int) -> int:
        """Production each_named (see _quantified_arms): the tokens from ``i``, or 0. Never after a count (count_arms'
        coordination), nor where another arm is named in the clause."""
        if self.w(i) not in QUANTIFIER_PREPS or not self.free(i) or any(c.kind in ("count", "fraction")
                                                                         for c in self.cores):
            return 0
        co = _count_coordination(self, i + 1, self.w(i))
        if co is None or co.kind not in ("each", "and") or set(co.arms) != set(self.r.all_arms) \
                or len(co.arms) != len(self.r.all_arms):
            return 0
        end = co.i1
        if co.kind == "and":
            if self.w(end) != "alike" or not self.free(end):
                return 0  # "for A, B and C": each arm's value, or the three together? only "alike" says each
            end += 1
        if any(self.r.toks[k].kind == "arm" and not (i <= k < end) for k in range(self.i0, self.i1)):
            return 0
        self.take(i, end, "arm")
        self.items.append(Item("subject_all", i, end))
        return end - i

    # production: subject_all
    def m_subject_all(self, i: int) -> int:
        if (self.w(i), self.w(i + 1)) in SUBJECT_ALL and self.free(i) and self.free(i + 1):
            self.take(i, i + 2, "arm")
            self.items.append(Item("subject_all", i, i + 2))
            return 2
        return self._quantified_arms(i)

    def _quantified_arms(self, i: int) -> int:
        """Production: quantified_arms -- "at both rates", "at every concurrency level", "at all three batch sizes",
        "in both configurations": every arm, where the witness's sweep makes the words cover exactly its arms
        (``quantified_phrases``); never in a clause that also names an arm (which arm would be the subject?), nor
        before a verb or preposition that sets up a setting for every arm ("both configurations at concurrency
        16": production both_arms_setting)."""
        # production: both_states -- "with or without prefix caching", "with APC on and off": the two arms of an on /
        # off pair (claimcheck/claims/state_arms.py)
        n = _both_states(self, i)
        if n and not any(self.r.toks[k].kind == "arm" and not (i <= k < i + n) for k in range(self.i0, self.i1)):
            self.take(i, i + n, "arm")
            self.items.append(Item("subject_all", i, i + n))
            return n
        # production: each_named -- "Mean TTFT is 0.5 s for each of bf16, fp8 and awq", "on bf16, fp8 and awq alike":
        # every arm of the witness named once in one coordination, "each of" before it or "alike" after it
        n = self._each_named(i)
        if n:
            return n
        # production: both_named -- "Mean TTFT is 200 ms for both vLLM and SGLang", "on both A and B": the two arms of a
        # witness of two, each named once: every arm (of three arms, "both" after a preposition stays unread)
        j = i + (self.w(i) in QUANTIFIER_PREPS)
        if j > i and self.free(i) and self.w(j) == "both" and self.free(j) and len(self.r.all_arms) == 2 \
                and self.w(j + 2) == "and" and self.free(j + 2) \
                and not any(c.kind in ("count", "fraction") for c in self.cores):  # after a count: count_arms'
            # ("All 40 requests completed for both BF16 and FP8": each arm's count, or the two together)
            a, b = self.arm_at(j + 1), self.arm_at(j + 3)
            if a is not None and b is not None and a.arm and b.arm and a.arm != b.arm and not any(
                    self.r.toks[k].kind == "arm" and not (i <= k < j + 4) for k in range(self.i0, self.i1)):
                self.take(i, j + 4, "arm")
                self.items.append(Item("subject_all", i, j + 4))
                return j + 4 - i
        qs = self.r.quantified
        if not qs or not self.free(i):
            return 0
        for words in qs:
            if not self.seq(j, words) and not self._seq_digits(j, words):
                continue
            end = j + len(words)
            if " ".join(words) in EITHER_WAY_PHRASES and (j == self.i0 or self.w(end) == "," or not any(
                    self.r.toks[k].kind == "num" for k in range(self.i0, j))):
                return 0  # "Either way, ...": a discourse marker; "either way" only after its clause's value
            if " ".join(words) in EITHER_WAY_PHRASES and self.w(end) == "(":
                # "under 200 ms either way (160 ms without X, 170 ms with it)": the parenthesis gives each arm's value
                close = next((k for k in range(end, self.i1) if self.r.toks[k].text == ")"), None)
                if close is not None and not any(self.r.toks[k].kind == "arm" for k in range(self.i0, i)):
                    self.take(i, end, "arm")
                    self.items.append(Item("subject_all", i, end))
                    return end - i
            if words[-1] in QUANTIFIED_ARM_NOUNS and self.w(end) in BOTH_ARM_GAP:
                return 0
            if any(self.r.toks[k].kind == "arm" and not (i <= k < end) for k in range(self.i0, self.i1)):
                return 0
            self.take(i, end, "arm")
            self.items.append(Item("subject_all", i, end))
            return end - i
        return 0

    # production: fact (with no FACT_PREP at a clause's start before a colon: production: setup_label, its
    # production: fact_body -- "Llama-3.1-8B: SGLang is 2.5x faster than vLLM", descriptors.setup_label_at)
    def m_fact(self, i: int) -> int:
        t = self.tok(i)
        if t is None or self.r.used[i] or t.kind == "arm":
            return 0  # an arm named by an engine or GPU word ("for TGI and vLLM") is the arm, not a fact
        low = t.low
        j = i
        kind = key = None
        value: str | float = ""
        count: str | None = None
        gpu_count: ContextFact | None = None
        # production: gpu -- "a single NVIDIA L40S", "8 x MI300X GPUs", "4xH100", "2x A100"
        k = i
        if self.w(k) in ("single", "one") and self.free(k):
            count, k = "1", k + 1
        elif self.tok(k) is not None and self.tok(k).kind == "num" and self.w(k + 1) in ("x", "×") \
                and self.free(k + 1) and self.tok(k).value is not None and self.tok(k).decimals == 0:
            count, k = self.tok(k).text, k + 2
        gx = _GPU_X.match(self.w(k)) if self.tok(k) is not None and self.tok(k).kind == "ident" else None
        if gx and gx.group(2) in GPUS and k == i:
            count, low, gpu_tok = gx.group(1), gx.group(2), k
        else:
            gpu_tok = None
            v = k  # "NVIDIA H100", "AMD Instinct MI300X": vendor words before the GPU (never a CPU fact "AMD")
            while self.w(v) in GPU_VENDORS and self.free(v) and v - k < 3:
                v += 1
            if v > k and self.w(v) in GPUS:
                k = v
        rtx = self.tok(k)
        if rtx is not None and rtx.kind == "num" and _RTX_NUMBER.fullmatch(rtx.text) and self.free(k) and k == i + (
                count is not None) and (count is not None or (i > self.i0 and self.w(i - 1) in _RTX_DETS)) and (
                self.tok(k + 1) is None or self.w(k + 1) in _RTX_AFTER or (
                    self.tok(k + 1).kind == "punct" and self.tok(k + 1).text in ",.;:)!?")):
            # production: gpu -- "on my 4090", "a single 4090", "one 3090 Ti": a GeForce RTX model number alone, after
            # a determiner or a count of one and before the phrase's end (never "a 4090 ms", "4090 requests")
            j = k + 1
            ti = self.w(j) == "ti" and self.free(j)
            j += ti
            if self.w(j) in ("gpu", "card") and self.free(j):
                j += 1
            kind, key, value = "hardware", "gpu", f"RTX {rtx.text}{' Ti' if ti else ''}"
            if count is not None:
                gpu_count = ContextFact(kind="setting", key="gpu_count", value=1.0,
                                        span=_span(self.r.text, self.r.toks, i, j), source=self.r.source)
        elif gpu_tok is not None or (k > i and self.w(k) in GPUS and self.free(k)) or (
                count is not None and k > i and self.w(k) in GPU_VENDORS and self.w(k + 1) in GPUS):
            if gpu_tok is None and self.w(k) in GPU_VENDORS:
                k += 1
            if gpu_tok is None:
                low, gpu_tok = self.w(k), k
            j = gpu_tok + 1
            if self.w(j) in ("gpu", "gpus", "node", "card", "cards") or self.w(j) in GPU_HOST_NOUNS and self.free(j):
                j += 1  # "on a 4xH100 box", "an 8x H100 server": the host of those GPUs (no count of its own)
            kind, key, value = "hardware", "gpu", low.upper()
            if count is not None:  # appended with the GPU, once the phrase is known to be a fact
                gpu_count = ContextFact(kind="setting", key="gpu_count", value=float(count),
                                        span=_span(self.r.text, self.r.toks, i, j), source=self.r.source)
        elif (k == i or count is not None) and self.tok(k) is not None and self.tok(k).kind == "ident" \
                and self.free(k) and (gm := _GPU_MEM.match(self.w(k))) and gm.group(1) in GPUS:
            # production: gpu_memory_ident -- "A100-80G", "H100-80GB": the GPU and its memory in one word; after a
            # count ("a single A100-SXM4-80GB", "2x H100-80GB") that many of them, as "a single A100" is
            kind, key, value, j = "hardware", "gpu", gm.group(1).upper(), k + 1
            self.r.facts.append(ContextFact(kind="hardware", key="memory", value=f"{gm.group(2)} GB",
                                            span=_span(self.r.text, self.r.toks, i, j), source=self.r.source))
            if count is not None:
                gpu_count = ContextFact(kind="setting", key="gpu_count", value=float(count),
                                        span=_span(self.r.text, self.r.toks, i, j), source=self.r.source)
        elif low in GPUS:
            kind, key, value = "hardware", "gpu", t.text
            j = i + 1
            if self.w(j) in ("gpu", "gpus", "node", "card") or self.w(j) in GPU_HOST_NOUNS and self.free(j):
                j += 1  # "on the h100 box", "the A100 machine": the host of that GPU
        elif t.kind == "num" and t.value is not None and t.decimals == 0 and self.free(i + 1) and (
                self.w(i + 1) in CPU_COUNT_NOUNS or self.w(i + 1) in CPU_LOGICAL_NOUNS and self._glued(i + 1, "-") and (
                    self.w(i + 2) in CPU_WORDS or self.w(i + 2) in _HOST_NOUNS)):
            # production: cpu_cores -- "a 32-core Xeon", "16 cores", "a 48-core EPYC 9454P" (its model number too), "a
            # 32-thread Xeon", "a 16-vCPU EPYC box" (a logical count: only hyphenated before a CPU word or a host noun)
            j = i + 2
            while self.free(j) and self.w(j) in CPU_WORDS | {"cpu", "cpus"}:
                j += 1
            if j > i + 2 and self.w(j - 1) in CPU_WORDS:
                j = _cpu_model_end(self, j)
            elif j == i + 2:
                j = _descriptors.cpu_part_end(self, j) or j  # "a 16-core 7950X box"
            kind, key, value = "hardware", "cpu", self.r.text[self.r.toks[i].start:self.r.toks[j - 1].end]
            if self.free(j) and self.w(j) in _HOST_NOUNS and self.w(j) not in ("core", "cores"):
                j += 1  # "a 16-vCPU EPYC box": the machine the CPU names
        elif t.kind == "word" and low in MODEL_FAMILIES and self.tok(i + 1) is not None and self.free(i + 1) and (
                self.tok(i + 1).kind == "num" or _MODEL_VER.match(self.w(i + 1))):
            # production: model_name -- "Llama 3.1 70B", "Qwen 2.5 7B", "DeepSeek V3": family, version, size
            j = i + 2
            if self.free(j) and self.tok(j) is not None and self.tok(j).kind == "ident" and _SIZE.match(self.w(j)):
                j += 1
            if self.free(j) and self.w(j) in MODEL_VARIANTS:
                j += 1  # "Llama 3.1 70B Instruct": the variant is part of the name
            if self.free(j) and self.tok(j) is not None and self.tok(j).kind in ("ident", "word") \
                    and _QUANT.match(self.w(j)) and self.w(j)[:1] in ("q", "i"):
                j += 1  # "Llama 3.1 8B Q4_K_M": a GGUF quantization tag is the model's own (checked against its id)
            kind, key = "model", "model"
            value = self.r.text[self.r.toks[i].start:self.r.toks[j - 1].end]
            if (self.w(j) == "models" or self.w(j) in MODEL_HEADS) and self.free(j):
                j += 1  # "on our Llama 3.1 8B endpoint": a head noun of its deployment, as after "Llama-3.1-8B"
        elif t.kind in ("ident", "word") and _QUANT.match(low):
            # production: quantization -- "Q5_K_M", "FP8", "AWQ": the witness's declared quantization
            kind, key, value, j = "setting", "quantization", low, i + 1
        elif low in ("gpu", "cpu", "gpus", "cpus", "tpu", "tpus"):
            kind, key, value, j = "hardware", "cpu" if low.startswith("cpu") else "gpu", low.rstrip("s"), i + 1
            if self.w(j) in _HOST_NOUNS:
                j += 1
            if i > self.i0 and self.free(i - 1) and self.w(i - 1) in ("single", "one"):
                i -= 1
                if low == "gpu":  # "on a single GPU": a count of one, as "a single H100" is (checked like any count)
                    gpu_count = ContextFact(kind="setting", key="gpu_count", value=1.0,
                                            span=_span(self.r.text, self.r.toks, i, j), source=self.r.source)
        elif low == "rtx" and self.tok(i + 1) is not None and self.tok(i + 1).kind == "num":
            kind, key, value, j = "hardware", "gpu", f"RTX {self.tok(i + 1).text}", i + 2
        elif low in ("nvidia", "amd", "intel") and self.free(i + 1) and self.w(i + 1) in GPU_VENDOR_NOUNS:
            # production: gpu_vendor -- "on NVIDIA GPUs", "not tested on AMD GPUs", "AMD Instinct": the maker of the
            # accelerators (a vendor alone, "on AMD", may name the host CPU's: that is the cpu fact below)
            j = i + 2
            if self.w(i + 1) == "instinct" and self.free(j) and self.w(j) in GPU_VENDOR_NOUNS:
                j += 1
            kind, key, value = "hardware", "gpu_vendor", low
        elif low == "nvidia" and (self.tok(i + 1) is None or self.tok(i + 1).kind not in ("word", "ident", "num")
                                  or self.w(i + 1) in NVIDIA_ALONE_AFTER):
            # production: vendor_alone -- "not tested on NVIDIA", "NVIDIA not tested", "no NVIDIA results": a maker of
            # accelerators only (it makes no host CPU a run names so): the GPU vendor, as "NVIDIA GPUs" is (an
            # exclusion of it on an NVIDIA run was unread, and net-true)
            kind, key, value, j = "hardware", "gpu_vendor", low, i + 1
        elif low in GPU_VENDOR_WORDS and (k := self._vendor_list_noun(i + 1)):
            # production: gpu_vendor_list -- "AMD or Intel GPUs not tested", "NVIDIA and AMD GPUs": a vendor joined to
            # the next vendor of a list that ends in a GPU noun is a GPU vendor too (the noun is every vendor's), not a
            # host CPU's; the join is read where an exclusion after the list covers it (falsebar._listed_before)
            kind, key, value, j = "hardware", "gpu_vendor", low, i + 1
        elif low in CPU_WORDS:
            j = i + 1
            while self.free(j) and self.w(j) in CPU_WORDS:
                j += 1
            # production: cpu_model -- "AMD EPYC 7763", "Xeon Platinum 8380", "Xeon 6980P": the model number is
            # part of the name (statistics.check_context compares it with the hardware string; never a guess).
            # production: cpu_host -- of a GPU run, such a CPU is its host, not recorded: unknowable (statistics).
            # production: vendor_exclusion -- "not tested on AMD" of a run on another vendor's GPUs: holds
            j = _cpu_model_end(self, j)
            a, b = self.r.toks[i].start, self.r.toks[j - 1].end
            kind, key, value = "hardware", "cpu", self.r.text[a:b]
            if self.free(j) and self.w(j) in _HOST_NOUNS:  # "an Intel Xeon host": the machine the CPU names
                j += 1
            if i > self.i0 and self.free(i - 1) and self.w(i - 1) in ("single", "one"):
                i -= 1  # "one AMD EPYC host", as "a single GPU"
        elif low in CLOUDS:
            kind, key, value, j = "hardware", "cloud", t.text, i + 1
        elif t.kind == "ident" and (ci := CLOUD_INSTANCE_RE.match(low)) and ci.group(1) in CLOUD_INSTANCE_GPUS and (
                ci.group(0) != ci.group(1) or self.w(i + 1) in CLOUD_INSTANCE_NOUNS or low[0] != "p"):
            # ("p5" / "p3" alone may be a percentile: only with a size or a head noun, "p5.48xlarge", "a p5 instance")
            # production: cloud_instance -- "On the same g5 instance", "a p4d.24xlarge", "on a3-highgpu-8g": the GPU
            # the instance family carries (vocabulary.CLOUD_INSTANCE_GPUS), checked against the hardware string
            kind, key, value, j = "hardware", "cloud_instance", t.text, i + 1
            if self.w(j) in CLOUD_INSTANCE_NOUNS and self.free(j):
                j += 1
        elif (eng := next(((len(ws), e) for ws, e in ENGINE_WORD_PHRASES if self.seq(i, ws)
                           and all(self.free(i + q) for q in range(len(ws)))), None)) or low in ENGINES:
            # production: engine_words -- "on gpt-fast", "with llama-server", "TensorRT-LLM": a hyphenated engine name
            # the lexer split into words is one engine fact (vocabulary.ENGINE_WORD_PHRASES), as "vLLM" is
            kind, key = "engine", "engine"
            value, j = (eng[1], i + eng[0]) if eng else (ENGINES[low], i + 1)
            v = self.tok(j)
            if v is not None and self.free(j) and v.kind in ("num", "ident") and _VERSION.match(v.text.lower()):
                # production: engine_version -- "vLLM 0.8.5", "llama.cpp b5120", "SGLang v0.4.6"
                self.r.facts.append(ContextFact(kind="setting", key="engine_version", value=v.text.lstrip("vV"),
                                                span=_span(self.r.text, self.r.toks, j, j + 1), source=self.r.source))
                self.take(j, j + 1)
                j += 1
                while self.r.source == "scope" and self.w(j) in SCOPE_VERSION_JOINERS and self.free(j) \
                        and self.free(j + 1) and (v := self.tok(j + 1)) is not None \
                        and v.kind in ("num", "ident") and _VERSION.match(v.text.lower()):
                    # production: scope_setup -- "vLLM 0.6.3 vs 0.6.6", "SGLang 0.4.0 and 0.4.6": the engine's other
                    # version, each checked per arm (claimcheck/claims/scope_facts.py)
                    self.r.facts.append(ContextFact(kind="setting", key="engine_version", value=v.text.lstrip("vV"),
                                                    span=_span(self.r.text, self.r.toks, j + 1, j + 2),
                                                    source=self.r.source))
                    self.take(j, j + 2)
                    j += 2
            j = self._engine_server_end(j)
        elif t.kind == "ident" and low[:-1].replace(".", "", 1).isdigit() and low[-1] in "bm" and low[0].isdigit():
            kind, key, j = "model_size", "params", i + 1
            value = float(low[:-1]) * (1e9 if low[-1] == "b" else 1e6)
            if self.w(j) in ("model", "models", "parameter", "parameters", "params", "deployment", "checkpoint"):
                j += 1
        elif t.kind == "ident" and low.startswith(MODEL_FAMILIES):
            kind, key, value, j = "model", "model", t.text, i + 1
            if self.w(j) == ":" and self.free(j) and self.free(j + 1) and self.tok(j + 1) is not None \
                    and self.tok(j + 1).kind == "ident" and _OLLAMA_TAG.match(self.w(j + 1)):
                # production: ollama_tag -- "llama3.1:8b", "qwen2.5:7b-instruct-q4_K_M", "llama3.1:8b q4_K_M": an
                # Ollama model tag (its size, variant and quantization) is the model's own name, checked with it
                j += 2
                if self.free(j) and self.tok(j) is not None and self.tok(j).kind in ("ident", "word") \
                        and _QUANT.match(self.w(j)) and self.w(j)[:1] in ("q", "i"):
                    j += 1
                value = self.r.text[self.r.toks[i].start:self.r.toks[j - 1].end]
            elif self.r.source != "scope" and self.free(j) and self.tok(j) is not None \
                    and self.tok(j).kind in ("ident", "word") \
                    and _QUANT.match(self.w(j)) and self.w(j)[:1] in ("q", "i") and self.w(j) != "int8" \
                    and self.w(j) != "int4" and self.r.toks[j].start > self.r.toks[j - 1].end:
                # production: model_quant_tag -- "Qwen2.5-1.5B Q4", "Llama-3.1-8B Q4_K_M": a GGUF quantization tag
                # after the model's name is the model's own, as after "Llama 3.1 8B" (checked against its id); in a
                # scope the tag stays the quantization setting it was (a scope of an id and runs that record no
                # quantization was not-yet: tests/claims/test_claims_whole_answer.py)
                j += 1
                value = self.r.text[self.r.toks[i].start:self.r.toks[j - 1].end]
            if self.w(j) in MODEL_HEADS and self.free(j):
                j += 1
        if kind is None:
            return 0
        in_parens = i > self.i0 and self.w(self._gpu_tail(j) if kind == "hardware" else j) == ")" and (
            self.w(i - 1) == "(" or self._paren_list_item(i)) or self._paren_context_item(
            i, self._gpu_tail(j) if kind == "hardware" else j)
        # ("3x faster than X (13B)"; "On Llama 3.1 70B (TP4, 4x H100)": the last item of a list in parentheses)
        of_lead = kind in ("model", "model_size") and self.r.source == "statement" and self._arm_model_of(i, j)
        if of_lead:
            in_parens = True  # "The FP8 checkpoint of Qwen2.5-32B-Instruct served ...": the model that arm ran
        if kind == "model" and i in getattr(self, "premod_at", ()):
            in_parens = True  # "improved Llama 3.1 8B offline throughput by 9%" (change_premod): the model measured
        if kind in ("model", "model_size") and i > self.i0 and self.w(i - 1) in GIVE_RECIPIENT_VERBS \
                and self.tok(j) is not None and self.tok(j).kind == "num":
            in_parens = True  # production: give_model -- "Upgrading vLLM from 0.6.3 to 0.8.5 gave Llama-3.1-8B 31% more
            # output throughput": the model given the amount, the model measured, a fact as after "for"
        if kind in ("model", "model_size") and self.r.source == "statement" and (
                i > self.i0 and self.r.toks[i - 1].kind == "arm" and self.w(j) not in ARM_MODEL_NOT_SERVED
                or self.tok(j) is not None and self.tok(j).kind == "arm" and self.free(j)
                and self.w(j + 1) not in ARM_MODEL_NOT_SERVED):
            in_parens = True  # production: arm_model -- "the AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s", "Llama 3.1
            # 8B AWQ": the model named right beside an arm is the model that arm ran, a fact as after "on" / "for"
            if self.r.toks[i - 1].kind == "arm":  # the arm stays the clause's subject before its verb (service_verb)
                self.r.__dict__.setdefault("arm_model_ends", {})[j] = i
        if self.r.source == "statement" and not in_parens and not any(
                self.w(k) in FACT_PREPS or self.w(k) == "across" or (kind in ("model", "model_size") and self.w(k) in
                                                                     MODEL_LEAD_VERBS)
                for k in range(max(self.i0, i - 3), i)) and not (kind == "model" and self._metric_of(i)):
            if not (kind == "hardware" and self.w(i) in ("single", "one") and any(
                    self.w(k) in FACT_PREPS for k in range(max(self.i0, i - 3), i + 1))) and not (
                    kind in ("engine", "model") and self._clause_subject_at(i)) and not _setup_label_at(self, i) \
                    and not (kind in ("hardware", "model") and self._fact_list_item(i)) \
                    and not (kind == "hardware" and self._trailing_context_item(i, j)) \
                    and not self._upgraded_object(i, kind):
                return 0  # "beat vLLM" is not a statement about the engine
        if self.r.source == "statement" and kind == "engine" and not in_parens and not self._clause_subject_at(i) \
                and not _setup_label_at(self, i) and not self._upgraded_object(i, kind):
            k = i - 1
            while k > self.i0 and self.w(k) in ("a", "an", "the"):
                k -= 1
            if not (k >= self.i0 and (self.w(k) in FACT_PREPS or self.w(k) == "across")):
                return 0  # "frameworks including vLLM, in this post SGLang": an engine in a list, not the run's
        self.take(i, j)
        if of_lead:
            self.take(i - 1, i, "inert")
        if self.w(i - 1) in ("/", "+") and self.free(i - 1) and self._fact_list_item(i):
            self.take(i - 1, i, "inert")  # "on Llama-3.1-8B / L40S", "on L40S + Llama 3.1 8B": between two facts
        k = i - 1
        while k > self.i0 and self.free(k) and self.w(k) in ("a", "an", "the"):
            k -= 1
        if k >= self.i0 and self.free(k) and (self.w(k) in ("using", "under", "via", "through") or (
                kind in ("model", "model_size") and self.w(k) in MODEL_LEAD_VERBS)):
            self.take(k, k + 1, "inert")  # "using vLLM 0.8.5", "under vLLM", "Benchmarking Qwen2.5-7B": the fact's lead
            if kind in ("model", "model_size") and self.w(k) in MODEL_WHEN_VERBS and k - 1 >= self.i0 \
                    and self.free(k - 1) and self.w(k - 1) in MODEL_WHEN_LEADS:
                # production: model_when -- "1.2x-1.4x higher throughput when serving Llama-3-8B", "When running
                # Qwen1.5-72B, ...": the condition is the model the run served, a model fact as after "for"
                self.take(k - 1, k, "inert")
        if kind == "model" and self._metric_of(i):
            for c in self.cores:
                if c.span_end == i - 1:
                    c.span_end = j  # metric_of_model: "halves the TPOT of MODEL, from 31 ms to 15.5 ms" -- the pair
        if gpu_count is not None:
            self.r.facts.append(gpu_count)
        self.r.facts.append(ContextFact(kind=kind, key=key, value=value, span=_span(self.r.text, self.r.toks, i, j),
                                        source=self.r.source))
        return j - i

    def _upgraded_object(self, i: int, kind: str | None) -> bool:
        """production: upgrade_lead / upgrade_subject -- the engine at token i is the object of "after upgrading" /
        "when moving" ("after upgrading vLLM from 0.6.3.post1 to 0.6.6"), or the model of the deployment moved at a
        clause's start ("Moving our Qwen2.5-32B deployment from BF16 to FP8 ..."): the engine / model the run used, a
        fact as after "on"."""
        if kind == "engine":
            # "after upgrading vLLM from ...", and at a clause's start (upgrade_subject): "Upgrading vLLM from 0.6.3 to
            # 0.8.5 gave ..." (only words a construct read before the gerund)
            return i - 1 >= self.i0 and self.w(i - 1) in UPGRADE_GERUNDS and (
                i - 2 >= self.i0 and self.w(i - 2) in ("when", "after")
                or all(self.r.used[x] for x in range(self.i0, i - 1)))
        return kind in ("model", "model_size") and i - 2 >= self.i0 and self.w(i - 1) in UPGRADE_OBJECT_DETS \
            and self.w(i - 2) in UPGRADE_GERUNDS

    def _arm_model_of(self, i: int, j: int) -> bool:
        """Production: arm_model_of -- the model at [i, j) after "of" and an arm, or an arm and its noun of a model's
        form (vocabulary.ARM_MODEL_OF_NOUNS): "The FP8 checkpoint of Qwen2.5-32B-Instruct served ...", "the Q4_K_M
        quant of Llama-3.1-8B generated ...": the model that arm ran, a fact as after "for" (never a draft model)."""
        if i - 2 < self.i0 or self.w(i - 1) != "of" or not self.free(i - 1) or self.w(j) in ARM_MODEL_NOT_SERVED:
            return False
        t = self.r.toks
        return t[i - 2].kind == "arm" or (self.w(i - 2) in ARM_MODEL_OF_NOUNS and i - 3 >= self.i0
                                         and t[i - 3].kind == "arm")

    def _engine_server_end(self, j: int) -> int:
        """Production: engine_server -- after an engine's name (and version): "'s", the API it serves
        (vocabulary.ENGINE_API_WORDS: "OpenAI-compatible", "OpenAI API", "HTTP") and a head noun of the deployment
        (vocabulary.ENGINE_SERVER_HEADS): "through llama.cpp's OpenAI-compatible server", "the llama.cpp server",
        "vLLM's OpenAI API server": the engine fact's own words. Only where a head noun ends them ("llama.cpp's request
        throughput" is a metric's owner, not read here)."""
        k = j
        if self.w(k) == "'s" and self.free(k):
            k += 1
        for ws in ENGINE_API_WORDS:
            if self.seq(k, ws) and all(self.free(x) for x in range(k, k + len(ws))):
                k += len(ws)
                break
        if self.w(k) in ENGINE_SERVER_HEADS and self.free(k) and self.tok(k).kind != "arm":
            return k + 1
        return j

    def _glued(self, k: int, sep: str) -> bool:
        """Token k is joined to token k-1 by ``sep`` alone ("32-thread": "-")."""
        t = self.r.toks
        return 0 < k < len(t) and self.r.text[t[k - 1].end:t[k].start] == sep

    def _metric_of(self, i: int) -> bool:
        """production: metric_of_model -- "of" right before token i follows a metric phrase a construct read ("halves the
        time per output token of Llama 3.1 8B Instruct", "the TPOT of Llama-3.1-8B"): the model named there is the
        model measured, a fact as after "on" / "for"."""
        k = i - 1
        if k <= self.i0 or self.w(k) != "of":
            return False
        for n in range(1, 6):
            if k - n < self.i0:
                break
            words = tuple(self.w(x) for x in range(k - n, k))
            if words in _METRIC_WORD_SET and all(self.r.used[x] == "read" for x in range(k - n, k)):
                return True
        return False

    def _coordinated_comparison(self, c: Core) -> Core | None:
        """The comparison right before ``c`` (same kind, its metric known, the baseline named) when only "and",
        a comma and parenthetical notes without numbers, arms, metrics or negations lie between them."""
        prev = [p for p in self.cores if p.i0 < c.i0 and p is not c]
        if not prev:
            return None
        p = max(prev, key=lambda x: x.i0)
        if p.kind != c.kind or not p.metric or p.pair or p.baseline is None:
            return None
        k, depth, joined = p.span_end, 0, False
        if k <= p.i0 or k > c.i0:
            return None
        while k < c.i0:
            w, t = self.w(k), self.tok(k)
            if t is None:
                return None
            if w == "(":
                depth += 1
            elif w == ")":
                depth -= 1
                if depth < 0:
                    return None
            elif depth == 0:
                if w == "and" and not joined:
                    joined = True
                elif w != ",":
                    return None
            elif t.kind in ("num", "arm") or w in NEGATIONS or w.endswith("n't") or self.metric_phrase(k) \
                    or self.phrase(k, STAT_PHRASES):
                return None
            k += 1
        return p if joined and depth == 0 else None

    def _fact_list_item(self, i: int) -> bool:
        """Production: fact_list -- token i follows ", " or " / " after facts a preposition led ("on Llama 3.1 8B, H100",
        "on Llama-3.1-8B / L40S"): every token back to that preposition was read or separates the items."""
        k = i - 1
        if k <= self.i0 or self.w(k) not in (",", "/", "+"):
            return False
        items = 0
        while k > self.i0 and (self.r.used[k] and self.r.used[k] != "inert" or self.w(k) in (",", "/", "+")):
            items += self.w(k) not in (",", "/", "+")
            k -= 1
        return items > 0 and self.w(k) in FACT_PREPS

    def _trailing_context_item(self, i: int, j: int) -> bool:
        """Production: trailing_context -- the hardware fact at [i, j) is the last item of a changelog line, after ", "
        and ending its sentence ("- Throughput +25% (5.77 -> 7.22 req/s), 101 reqs, single H100", "..., 1x H100."):
        the run's hardware, checked against the witness's as after "on" (a GPU the witness does not record stays
        open)."""
        if i <= self.i0 + 1 or self.w(i - 1) != ",":
            return False
        e = self._gpu_tail(j)
        return e >= self.i1 or self.w(e) in (".", ";", "!")

    def _gpu_tail(self, j: int) -> int:
        """After a GPU at ``j``: past its package and memory ("H100 SXM", "A100 80GB"), read by descriptors._suffix."""
        while self.free(j) and (self.w(j) in GPU_FORM_WORDS or re.fullmatch(r"\d+(?:gb|gib)", self.w(j))):
            j += 1
        return j

    def _paren_context_item(self, i: int, j: int) -> bool:
        """Production: paren_context_list -- a fact at [i, j) that opens or continues a parenthesized list of the run's
        context, "(vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32)": "(" or ", " after items all read before it,
        "," after it, and the parentheses closing within the clause. Only a list of different kinds of fact: one
        engine, one model, one GPU at most ("(vLLM, SGLang, TGI)" names what was compared, not the run: unread)."""
        if i <= self.i0 or self.w(j) != "," or not (self.w(i - 1) == "(" or self._paren_list_item(i)):
            return False
        k = i
        while k > self.i0 and self.w(k - 1) != "(":
            k -= 1
        e = j
        while e < self.i1 and self.w(e) not in (")", "(", ".", ";", "!", "?"):
            e += 1
        if self.w(e) != ")":
            return False
        words = [self.w(x) for x in range(k, e)]
        engines = sum(w in ENGINES for w in words)
        models = sum(bool(w) and w.startswith(MODEL_FAMILIES) for w in words)
        gpus = sum(w in GPUS for w in words)
        return engines <= 1 and models <= 1 and gpus <= 1 and not any(
            self.r.toks[x].kind == "arm" for x in range(k, e))

    def _paren_list_item(self, i: int) -> bool:
        """Token i follows ", " inside parentheses whose earlier items were all read ("(TP4, 4x H100)")."""
        k = i - 1
        if k <= self.i0 or self.w(k) != ",":
            return False
        while k > self.i0 and self.w(k - 1) != "(":
            k -= 1
            if not (self.r.used[k] or self.w(k) == ","):
                return False
        return k > self.i0 and self.w(k - 1) == "(" and k < i - 1

    def _clause_subject_at(self, i: int) -> bool:
        """Production: engine_subject -- an engine named as the clause's subject ("vLLM served 9.1 req/s at
        concurrency 32", "At max concurrency 32, vLLM sustained 9.7 req/s"), in a witness whose arms are not named by
        it: a context fact (engine = vLLM) checked against the witness's record, not an arm. Only where every word
        before it in the clause was read by a construct (a setting, an arm) or is "the", "at", "with" or a comma."""
        return all(self.r.used[k] or self.r.toks[k].kind == "arm" or self.w(k) in ("the", "at", "with", ",")
                   or self.w(k) in ("on", "in", "a", "an", ":") and self._before_read(k)
                   for k in range(self.i0, i))

    def _before_read(self, k: int) -> bool:
        """A preposition, an article or a colon at ``k`` that leads or ends words a construct read ("On an A100,
        vLLM pushed ...": "on" / "an" before the GPU fact; "We benchmarked both on an A100: vLLM ..."): the next or the previous word
        that is not one of them was read."""
        j = k + 1
        while j < self.i1 and self.w(j) in ("on", "in", "a", "an") and not self.r.used[j]:
            j += 1
        if self.w(k) == ":":
            return k > self.i0 and bool(self.r.used[k - 1])
        return j < self.i1 and bool(self.r.used[j]) and self.r.toks[j].kind != "arm"

    def _statistic_before_metric(self, j: int) -> tuple[str | None, int]:
        """An optional statistic at ``j`` before a metric ("mean TTFT", "p99 TPOT"; not the statistic word that
        starts a metric's own name, "total token throughput"): (the statistic or None, the index after it)."""
        s = self.phrase(j, STAT_PHRASES) if not self._metric_first(j) else None
        return (s[1], j + s[0]) if s else (None, j)

    def _metric_span_end(self, j: int) -> int:
        """The index after "[STAT] METRIC [STAT]" at ``j``, as written whether or not a construct took its words (-1:
        no metric phrase there)."""
        def at(k: int, table) -> int:
            return next((len(ws) for ws, _ in _first_index(table).get(self.w(k), ())
                         if k + len(ws) <= self.i1 and all(self.w(k + n) == x for n, x in enumerate(ws))), 0)
        m0 = at(j, METRIC_PHRASES)
        s0 = at(j, STAT_PHRASES) if not m0 else 0
        m = at(j + s0, METRIC_PHRASES)
        if not m:
            return -1
        return j + s0 + m + (at(j + s0 + m, STAT_PHRASES) if not s0 else 0)

    def _after_signed(self, j: int) -> bool:
        """Token j follows a signed percent a construct read ("+50% req/s", "-10% tok/s"): production: rate_metric --
        a rate unit after it names its metric, as after a direction word (the sign is the direction)."""
        if j - 3 < self.i0 or self.w(j - 1) != "%" or not self.r.used[j - 1]:
            return False
        sign, num = self.r.toks[j - 3], self.r.toks[j - 2]
        return sign.kind == "punct" and sign.text in ("+", "-", "\u2212") and num.kind == "num" \
            and num.start == sign.end and self.r.used[j - 3] == "read"

    def _metric_first(self, i: int) -> bool:
        """A metric phrase that starts with a statistic word ("total token throughput") is the metric."""
        m = self.metric_phrase(i)
        st = self.phrase(i, STAT_PHRASES)
        return bool(m and st and m[0] > st[0])

    # production: metric
    def m_metric(self, i: int) -> int:
        if self.seq(i, ("terms", "of")) and i > self.i0 and self.w(i - 1) == "in":
            # production: in_terms_of -- "2.4x faster than X in terms of throughput": the metric it names
            got = self.m_metric(i + 2)
            if got:
                self.take(i, i + 2)
                self.items[-1].i0 = i
                return got + 2
            return 0
        if i > self.i0 and self.w(i - 1) == "less" and self.r.used[i - 1] == "read" and (
                n := _whole_run_time_noun(self, i)):
            # production: less_time -- "33% less time for the whole batch on the 4090": after a comparison's "less",
            # "(total) time" and the whole set is the wall (whole_run_noun)
            self.take(i, i + n)
            self.items.append(Item("metric", i, i + n, metric="wall", statistic=None))
            return n
        got = _whole_run_noun(self, i)
        if got is not None:
            # production: whole_run_noun -- "whole run of 8 prompts went 40s -> 25.6s", "the total time for the batch":
            # the wall time named by the run or by the time of its whole set (claimcheck/claims/whole_run.py)
            self.take(i, got[1])
            self.items.append(Item("metric", i, got[1], metric="wall", statistic=None))
            return got[0]
        j = i
        stat = None
        tail = self.w(j) == "tail" and self.free(j)
        if tail:
            # production: tail_metric -- "p99 tail latency", "tail TTFT (p99)", "tail p99 TTFT": "tail" names no
            # statistic of its own; read only with one of TAIL_STATISTICS stated with the metric, else unread
            j += 1
            if self.phrase(j, STAT_PHRASES) is None and self.metric_phrase(j) is None:
                return 0
        elif self.w(i + 1) == "tail" and self.free(i + 1) and (s0 := self.phrase(i, STAT_PHRASES)) \
                and s0[0] == 1 and self.metric_phrase(i + 2):
            tail = True  # "p99 tail latency": the statistic, then "tail"
        if self.seq(j, ("end", "to", "end")) and not self.metric_phrase(j) and (
                self.phrase(j + 3, STAT_PHRASES) or self.metric_phrase(j + 3)):
            j += 3  # "end-to-end mean TPOT": measured end to end, the same metric
        s = self.phrase(j, STAT_PHRASES) if not self._metric_first(i) else None
        if s:
            stat = s[1]
            j += s[0]
            if self.w(j) == "percentile":
                j += 1
            if self.phrase(j, STAT_PHRASES) and not self._metric_first(j):
                return 0  # "p99 std TTFT": two statistics of one metric; neither is read
            if tail and not self.w(i) == "tail" and self.w(j) == "tail":
                j += 1
        gpu_before = 0
        if self.seq(j, ("per", "gpu")) and self.free(j) and self.free(j + 1) and (pm := self.metric_phrase(j + 2)) \
                and (pm[1] in _per_gpu.OF_METRIC or pm[1] == SPEED):
            # production: per_gpu_metric -- "the per-GPU output throughput is 2,500 tok/s", "GB300's per-GPU
            # throughput": the rate per GPU named before its metric (claimcheck/claims/per_gpu.py)
            gpu_before = 2
            j += 2
        m = self.metric_phrase(j)
        if m and stat == "total" and m[1] == "wall" and self.w(j) == "benchmark" and s[0] == 1:
            # production: whole_run_noun -- "total benchmark time": the whole run's time, the wall, as "total wall
            # time" is (a metric phrase holds "benchmark" only as its first word: the label "Benchmark:" is prose)
            stat = None
        if not m and stat is None and j > self.i0 and (self.w(j - 1) in SENSE or self._after_signed(j)) \
                and self.w(j) not in ("qps", "rps"):
            # production: rate_metric -- a rate unit after a direction word names its metric ("2.4x higher
            # tok/s than X", "2x more tokens per second than X"); a number before it is a value instead
            m = self.phrase(j, RATE_UNITS)
            if m and self.w(j + m[0]) == "throughput" and self.free(j + m[0]):
                m = (m[0] + 1, m[1])  # "2x higher tok/s throughput than X"
        if not m and stat is None and j > self.i0 and (
                self.w(j - 1) in _WORK_SPEED_WORDS
                or self.w(j - 1) == "in" and j - 1 > self.i0 and self.w(j - 2) in _WORK_SPEED_NOUNS):
            # production: work_speed -- "83% faster inference", "2x faster generation than X", "a 1.5x speedup in
            # inference": the speed of the work the noun names (vocabulary.SPEED_UP_OBJECTS, as "speeds up inference")
            m = self._work_speed(j)
        if not m and stat is None and self.w(j) not in ("qps", "rps") and (j == self.i0 or self.w(j - 1) in (":", ",")):
            # production: unit_subject -- "req/s went 5 → 8", "Req/s doubled with X", "tok/s rose by 40%": a rate unit
            # at its clause's start, right before a change verb, names the metric that changed; so it does before a
            # copula or a label's colon ("Tok/s is 150% higher with X than with Y", "Req/s: 5 (X) vs 2 (Y)")
            u = self.phrase(j, RATE_UNITS)
            v = j + u[0] if u else j
            if u and self._prep_arm_gap(v):
                v = self._prep_arm_gap(v)  # production: unit_copula_value -- "Req/s at c32 is 9.6"
            if u and self.w(v) in ("still", "also") and self.free(v) and (
                    self.w(v + 1) in CHANGE_INTRANS or self.w(v + 1) in MULT_VERBS):
                v += 1  # "Req/s still rises by 150% with X", "tok/s also doubled": an additive adverb before the verb
            if u and self.free(v) and (self.w(v) in CHANGE_INTRANS or self.w(v) in MULT_VERBS
                                       or self.w(v) in CHANGE_COPULAS or self.w(v) == ":"):
                m = u
        if not m and stat is None and self.w(j) in OUTPUT_WORDS and self.w(j + 1) in OUTPUT_COPULAS \
                and self.free(j + 1) and not (j > self.i0 and self.r.toks[j - 1].kind == "num"):
            # production: output_rate -- "Output was 404 t/s on the 4090", "Output: 170 tok/s": a bare "output" before
            # a copula and a value in a token rate is the output token throughput; before anything else, no metric
            k = j + 2 + (self.w(j + 2) in HEDGES)
            t = self.tok(k)
            u = self.phrase(k + 1, RATE_UNITS) if t is not None and t.kind == "num" else None
            if u and u[1] == "token_throughput":
                m = (1, "token_throughput")
        if not m and stat is None and not (j > self.i0 and self.r.toks[j - 1].kind == "num"):
            u = self.phrase(j, RATE_UNITS)
            if u and self.w(j + u[0]) == "throughput" and self.free(j + u[0]):
                m = (u[0] + 1, u[1])  # production: unit_metric -- "Req/S throughput", "tok/s throughput"
            elif u and self._unit_noun_slot(j, u[0]):
                m = u  # production: unit_noun -- "a 2x improvement in tok/s", "increases req/s by 10%", "tok/s rose 56%"
        if gpu_before and (not m or m[1] not in _per_gpu.OF_METRIC and m[1] != SPEED):
            return 0
        if m:
            j += m[0]
            pg = next((len(w) for w in PER_GPU_TAILS if self.seq(j, w) and all(self.free(j + k) for k in range(len(w)))),
                      0) if (m[1] in _per_gpu.OF_METRIC or m[1] == SPEED) and not gpu_before else 0
            j += pg
            if stat is not None and (s2 := self.phrase(j, STAT_PHRASES)):
                q = j + s2[0] + (self.w(j + s2[0]) in HEDGES)
                if self.tok(q) is not None and self.tok(q).kind == "num":
                    return 0  # "p99 TTFT avg 200 ms", "p99 TTFT averages 200 ms": two statistics; neither is read
            if stat is None:
                s = self.phrase(j, STAT_PHRASES)
                if s:
                    stat = s[1]
                    j += s[0]
                    if self.w(j) == "percentile":
                        j += 1
                elif self.w(j) == "(" and self.free(j):
                    # production: metric -- "latency (p95)", "TTFT (P99)": the statistic in parentheses after the
                    # metric (one only: "mean TTFT (p95)" names two and the parenthesis stays unread)
                    the = self.w(j + 1) == "the" and self.free(j + 1) and m[1] in PER_REQUEST  # "TTFT (the mean)"
                    s = self.phrase(j + 1 + the, STAT_PHRASES)
                    if s and self.w(j + 1 + the + s[0]) == ")" and self.free(j + 1 + the + s[0]):
                        stat = s[1]
                        j += the + s[0] + 2
                elif self.w(j) == "," and self.free(j) and m[1] in PER_REQUEST and self.w(j + 1) == "the" \
                        and self.free(j + 1) and (s := self.phrase(j + 2, STAT_PHRASES)) \
                        and self.w(j + 2 + s[0]) == "," and self.free(j + 2 + s[0]):
                    # production: apposed_statistic -- "TTFT, the mean, dropped 40%": a per-request metric's statistic
                    # set off by commas with its article, as "TTFT (the mean)"; without "the" ("TTFT, mean, and p99")
                    # a list, not read
                    stat = s[1]
                    j += s[0] + 3
            # "time-to-first-token (TTFT)", "TPOT (time per output token)": the same metric spelled out
            if self.w(j) == "(" and self.free(j):
                syn = self.metric_phrase(j + 1) or self.phrase(j + 1, RATE_UNITS)
                if syn and syn == self.phrase(j + 1, RATE_UNITS) and not (gpu_before or pg) and (m[1] in (
                        _per_gpu.OF_METRIC) or m[1] == SPEED) and (pu := next((len(w) for w in PER_GPU_TAILS if self.seq(
                        j + 1 + syn[0], w) and all(self.free(j + 1 + syn[0] + k) for k in range(len(w)))), 0)) \
                        and self.w(j + 1 + syn[0] + pu) == ")" and self.free(j + 1 + syn[0] + pu):
                    # production: per_gpu_metric -- "output throughput (tok/s/GPU)": a rate unit per GPU in
                    # parentheses names the rate per GPU (claimcheck/claims/per_gpu.py)
                    pg = pu
                    syn = (syn[0] + pu, syn[1])
                if syn and self.w(j + 1 + syn[0]) == ")" and self.free(j + 1 + syn[0]) and (
                        syn[1] == m[1] or (m[1] == SPEED and syn[1] in ("throughput", "token_throughput")
                                           and self.phrase(j + 1, RATE_UNITS) == syn)):
                    # "throughput (tok/s)": a unit in parentheses names which throughput
                    m = (m[0], syn[1])
                    j += syn[0] + 2
                    if m[1] in PER_REQUEST and self.w(j) in ("latency", "latencies") and self.free(j):
                        j += 1  # production: metric -- "Time Per Output Token (TPOT) latency": the same metric
            for words in _WHOLE_RUN:
                if self.seq(j, words):
                    j += len(words)  # "hit rate over the run": measured over the whole run, as the witness does
                    break
            if tail and (stat not in TAIL_STATISTICS or m[1] not in PER_REQUEST):
                return 0  # "tail latency" with no tail statistic (or a median): which? not read
            self.take(i, j)
            # production: whole_set_of -- "total benchmark time for the 12-prompt suite": the wall's whole set
            after = _whole_run_set_after(self, j, m[1])
            if after:
                self.items.append(Item("metric", i, j, metric=m[1], statistic=stat))
                return j + after - i
            self.items.append(Item("metric", i, j, metric=m[1], statistic=stat))
            if gpu_before or pg:
                # production: per_gpu_metric -- "Output throughput per GPU is 2,500 tok/s", "Total TPS per GPU reaches
                # 25,000 tokens per second", "the per-GPU throughput": the rate per GPU named with its metric; the
                # value's rate, divided by the arm's GPU count (claimcheck/claims/per_gpu.py)
                self.items[-1].per_gpu = True  # type: ignore[attr-defined]
            if self.w(j) in ("hit", "hits") and self.free(j) and m[1] not in FRACTIONS and self.tok(j + 1) is not None \
                    and self.tok(j + 1).kind == "num":
                # production: metric -- "Total throughput hit 7.6k tok/s": "hit" between a metric and its value is the
                # verb "reached" (elsewhere it is a cache's count noun)
                self.r.used[j] = "inert"
                j += 1
            return j - i
        if stat is not None:
            self.take(i, j)
            self.items.append(Item("stat", i, j, statistic=stat))
            return j - i
        return 0

    @staticmethod
    def _binder_metric_agrees(b: Item, metric: str | None) -> bool:
        """production: binder -- the metric said after the baseline's possessive ("68% lower than BF16's TTFT") is
        the comparison's own; another metric there ("Mean TTFT is 68% lower than BF16's TPOT": a comparison across two
        metrics) leaves the binder unread, never read as the clause's metric (it was graded net-true)."""
        if not b.metric or b.metric == metric:
            return True
        if metric is None:
            return False
        speeds = ("throughput", "token_throughput")
        return (b.metric == SPEED and metric in speeds) or (metric == SPEED and b.metric in speeds) or \
            NAMED_RATE_METRICS.get(b.metric) == metric or NAMED_RATE_METRICS.get(metric) == b.metric

    # production: binder
    def m_binder(self, i: int) -> int:
        # production: from_binder -- "FP8's mean TTFT is down 68% from BF16", "..., down 68% from BF16's 100 ms": "from"
        # right after a percent change said with its direction particle first binds its baseline, as "vs" does
        from_binder = self.w(i) == "from" and self.free(i) and any(
            c.kind == "pct_change" and c.span_end == i and (c.word in ("up", "down") or c.word in CHANGE_COPULAS
                                                            and self.w(c.i0 + 1) in ("up", "down"))
            for c in self.cores)
        for words in ([("as",)] if i in self.as_binders else [("from",)] if from_binder
                      else BINDERS_BY_FIRST.get(self.w(i), ())):
            if self.seq(i, words):
                j = self.skip_the(i + len(words))
                both = None
                if words == ("than",) and self.w(j) == "both" and self.free(j) and self.arm_at(self.skip_the(j + 1)):
                    # production: coordinated_baselines -- "lower TTFT than both A and B": read only with "and B"
                    both, j = j, self.skip_the(j + 1)
                if self.w(j) in ("with", "at", "in", "under", "on", "using", "for") and self.free(j) and self.arm_at(j + 1):
                    j += 1  # "than with prefix caching off", "than at concurrency 1"
                elif self.w(j) in ("with", "in", "under", "on", "using") and self.free(j) \
                        and self.w(j + 1) == "the" and self.free(j + 1) and self.arm_at(j + 2):
                    j += 2  # "than in the colocated setup", "than with the baseline"
                a = self.arm_at(j)
                if a is None:
                    return 0
                end = j + 1
                if self.w(end) == "arm":
                    end += 1
                again = None
                b = self.arm_at(end + 1) if self.w(end) in _ARM_PREPS and self.free(end) else None
                if b is not None:
                    # "than the baseline with APC off": a condition of the same arm is part of its name; one
                    # of another arm ("than the baseline with APC on") names two arms: nothing is bound
                    if b.arms != a.arms:
                        return 0
                    again, end = end + 1, end + 2
                if self.w(end) == "'s":
                    end += 1
                metric = None
                m = self.metric_phrase(end)
                if m:
                    metric = m[1]
                    end += m[0]
                elif (e2e := self._end_to_end_after_binder(i, end)):
                    # production: end_to_end_speed -- "1.9x faster than X end to end": the speed word's metric said
                    # after its baseline, at the clause's end (claimcheck/claims/end_to_end.py)
                    metric = _end_to_end.METRIC
                    end += e2e
                if (k := self._overall_after_binder(i, end)):
                    end += k
                n2 = _coordinated.take_second(self, words, end, a)
                if both is not None and not n2:
                    return 0  # "than both A" with no second arm: not read
                self.take(i, end)
                self.r.used[j] = "arm"
                if again is not None:
                    self.r.used[again] = "arm"
                self.items.append(Item("binder", i, end, arm=a.arm, arms=a.arms, metric=metric))
                if n2:
                    # production: coordinated_baselines -- "2000 ms faster than llm-d and K8s-native": the comparison
                    # against each arm (claims/coordinated_baselines.py)
                    kb = self.skip_the(end + 1)
                    self.items[-1].extra["second"] = (self.r.toks[kb].arm, end, end + n2)
                    self.take(end, end + n2)
                    self.r.used[kb] = "arm"
                    return end + n2 - i
                prev = self.cores[-1] if self.cores else None
                adj = prev is not None and (prev.span_end == i or any(
                    it.kind == "metric" and it.i0 == prev.span_end and it.i1 == i for it in self.items))
                by = (self._beat_by(end) or self._paren_margin(end)) if adj and prev.kind == "direction" \
                    and not prev.negated and prev.sense in ("better", "worse", "up", "down") else None
                if by is not None:
                    # production: margin_after -- "faster than X by 2.4x", "lower than X by 25%": the margin of the
                    # comparison just before (not after a negation: "not faster than X by 2x" is not read)
                    prev.kind, prev.value, prev.decimals, prev.relation, prev.hedge = by[0], by[2], by[3], by[4], by[5]
                    if self.by_range is not None:
                        prev.range = self.by_range  # type: ignore[attr-defined]
                    prev.span_end = by[1]
                    self.take(end, by[1])
                    return by[1] - i
                return end - i
        if self.w(i) == "from":
            a = self.arm_at(self.skip_the(i + 1))
            if a is not None:
                k = a.i + 1
                if self.w(k) == "arm":
                    k += 1
                if self.w(k) == "to":
                    b = self.arm_at(self.skip_the(k + 1))
                    if b is not None:
                        end = b.i + 1
                        self.take(i, end)
                        self.r.used[a.i] = self.r.used[b.i] = "arm"
                        self.items.append(Item("binder", i, end, arm=a.arm, arms=a.arms))
                        self.items.append(Item("subject", b.i, b.i + 1, arm=b.arm, arms=b.arms))
                        return end - i
        if self.w(i) in ("when", "after") and self.w(i + 1) in UPGRADE_GERUNDS and self.free(i) and self.free(i + 1):
            n = self._upgrade_object(i + 2)
            if n:
                return n + 2
        o = self._moved_work(i + 2) if self.w(i) in ("when", "after", "once") and (
            self.w(i + 1) in UPGRADE_GERUNDS or self.w(i + 1) in UPGRADE_PAST_SUBJECTS) else 0
        if (self.w(i) == "when" and self.w(i + 1) in ("switching", "moving", "going", "changing")
                or self.w(i) in ("when", "after") and self.w(i + 1) in UPGRADE_GERUNDS) and self.free(i) \
                and self.free(i + 1) and self.w(i + 2 + o) == "from":
            # production: binder -- "(+25%) when switching from vLLM to SGLang": the move from one arm to the
            # other, as "from A to B" (the condition word is read with it, only before two arms)
            # production: upgrade_lead -- "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped ...": the arms are
            # the versions (an arm's declared engine_version, its bare form "0.8.5" too: vocabulary.version_phrases);
            # what was moved may stand before "from" ("when moving the same traffic from H100 to H200": _moved_work)
            n = self.m_binder(i + 2 + o)
            if n and self.items and self.items[-1].kind == "subject":
                self.take(i, i + 2 + o)
                self.items[-2].i0 = i
                return n + 2 + o
        if o and not (self.w(i + 1) in UPGRADE_PAST_SUBJECTS and self.w(i + 2) in UPGRADE_PAST_VERBS | UPGRADE_PRESENT_VERBS):
            o = 0
        elif self.w(i + 1) in UPGRADE_PAST_SUBJECTS:
            o = self._moved_work(i + 3)
        if self.w(i) in ("when", "after", "once") and self.w(i + 3 + o) == "from" and (
                self.w(i + 1) in ("the", "our", "this", "that") and self.w(i + 2) in UPGRADE_NOUNS and not o
                or self.w(i + 1) in UPGRADE_PAST_SUBJECTS and self.w(i + 2) in UPGRADE_PAST_VERBS | UPGRADE_PRESENT_VERBS) \
                and all(self.free(x) for x in range(i, i + 3 + o)):
            # production: upgrade_lead -- "after the switch from BF16 to FP8", "After our move from vLLM to SGLang,":
            # the move's noun read as its gerund is ("after switching from A to B"); "So when we moved from SGLang
            # 0.3.2 to 0.4.0, throughput went up about 46%": the author's own move in the past, read as "when moving
            # from A to B" (both only before two arms); "when you switch from tp1-pp2 to tp2-pp1": the same in the present;
            # "when we moved the same traffic from H100 to H200": what was moved between the verb and "from" (_moved_work)
            n = self.m_binder(i + 3 + o)
            if n and self.items and self.items[-1].kind == "subject":
                self.take(i, i + 3 + o)
                self.items[-2].i0 = i
                return n + 3 + o
        # production: upgrade_subject -- "Upgrading from vLLM 0.5.5 to 0.6.0 brought 1.66x the request throughput", "The
        # upgrade from vLLM 0.5.5 to 0.6.0 ...": the move as the clause's subject, at its start (before it only words
        # a construct read): the from-to binder of two arms
        k = i + (self.w(i) in ("the", "this", "that", "our") and self.free(i))
        if self.w(k) in ("week", "month", "release", "sprint", "quarter") and self.w(k + 1) == "'s" and k > i \
                and self.free(k) and self.free(k + 1):
            k += 2  # "This week's upgrade from A to B": when the move happened, as "the"
        lead = self.w(k) in UPGRADE_GERUNDS or self.w(k) in UPGRADE_NOUNS
        if self.w(k) in UPGRADE_NOUNS and k > i and self.free(k) and self.w(k + 1) == "to" and self.free(k + 1) \
                and self.free(i) and self.arm_at(k + 2) is not None and all(self.r.used[x] for x in range(self.i0, i)):
            # production: upgrade_subject -- "The switch to SGLang doubled throughput", "the move to FP8 halved TTFT":
            # the move's noun read as "Switching to SGLang" is (its words inert; the ARM the clause's subject)
            self.take(i, k + 1, "inert")
            return k + 1 - i
        if lead and self.w(k) in UPGRADE_GERUNDS and self.free(k) and self.w(k + 1) in UPGRADE_OBJECT_DETS \
                and self.free(k + 1) and self.free(i) and all(self.r.used[x] for x in range(self.i0, i)):
            # production: upgrade_subject -- "Moving our Qwen2.5-32B deployment from BF16 to FP8 weights took throughput
            # from 1.33 to 2.0 req/s": the deployment moved (a model fact where a model is named, checked; its head
            # noun inert), then the from-to binder
            o = k + 2
            n = self.m_fact(o) if self.free(o) else 0
            if n and not (self.r.facts and self.r.facts[-1].kind in ("model", "model_size")):
                return 0  # another fact ("Moving our H100s from ..."): its words as read, the move unread
            if not n and self.w(o) in MODEL_HEADS and self.free(o):
                n = 1  # "Moving our deployment from A to B": the head noun alone
            if not n and (mw := self._moved_work(k + 1)) and self.w(k + 1 + mw) == "from":
                # production: upgrade_subject -- "Switching the backend from vLLM to TensorRT-LLM: TTFT p50 fell ...",
                # "Moving the serving engine from A to B": the part changed (_moved_work: inert), then the from-to
                # binder of two arms (else nothing is read)
                m = self.m_binder(k + 1 + mw)
                if m and self.items and self.items[-1].kind == "subject":
                    self.take(i, k + 1 + mw)
                    self.items[-2].i0 = i
                    return k + 1 + mw + m - i
                return 0
            if n and self.w(o + n) == "from":
                m = self.m_binder(o + n)
                if m and self.items and self.items[-1].kind == "subject":
                    self.take(i, o)
                    if not self.r.facts or self.r.facts[-1].kind not in ("model", "model_size") or n == 1 \
                            and self.w(o) in MODEL_HEADS:
                        self.take(o, o + 1, "inert")
                    self.items[-2].i0 = i
                    return o + n + m - i
            return 0
        if lead and self.w(k) in UPGRADE_GERUNDS and k == i and self.free(k) and self.w(k + 1) != "from" \
                and all(self.r.used[x] for x in range(self.i0, i)):
            # production: upgrade_subject -- "Upgrading vLLM from 0.6.3 to 0.8.5 gave 31% more output throughput",
            # "Upgrading vLLM 0.6.3 -> 0.8.5 raised ...": the engine upgraded (an engine fact, checked) and the from-to
            # binder or the arrow's two arms, as after "after upgrading" (_upgrade_object)
            n = self._upgrade_object(k + 1, lead=1)
            if n and self.items and self.items[-1].kind == "subject" and self.items[-2].i0 == k:
                return n + 1
            if n:
                return n
        if self.w(i) in REPLACE_GERUNDS and self.free(i) and all(self.r.used[x] for x in range(self.i0, i)):
            # production: replace_subject -- "Replacing vLLM with SGLang cut p99 TTFT by 30%", "Swapping FP16 for FP8
            # raised throughput 1.6x", "Swapping out A for B": the first arm the baseline, the second the subject, as
            # "from A to B" (one arm each, two different arms; else nothing is read)
            k2 = i + 1 + (self.w(i) == "swapping" and self.w(i + 1) == "out" and self.free(i + 1))
            a = self.arm_at(self.skip_the(k2))
            if a is not None and a.arm is not None and len(a.arms) == 1:
                e = a.i + 1
                b = self.arm_at(self.skip_the(e + 1)) if self.w(e) in REPLACE_GERUNDS[self.w(i)] and self.free(e) \
                    else None
                if b is not None and b.arm is not None and len(b.arms) == 1 and b.arm != a.arm:
                    end = b.i + 1
                    self.take(i, end)
                    self.r.used[a.i] = self.r.used[b.i] = "arm"
                    self.items.append(Item("binder", i, end, arm=a.arm, arms=a.arms))
                    self.items.append(Item("subject", b.i, b.i + 1, arm=b.arm, arms=b.arms))
                    return end - i
            return 0
        if lead and self.free(k) and self.w(k + 1) == "from" and self.free(i) and all(
                self.r.used[x] for x in range(self.i0, i)):
            n = self.m_binder(k + 1)
            if n and self.items and self.items[-1].kind == "subject":
                self.take(i, k + 1)
                self.items[-2].i0 = i
                return n + k + 1 - i
        return 0

    # production: moved_work
    def _moved_work(self, k: int) -> int:
        """Production upgrade_lead: what the author moved at ``k``, right after a move's gerund or past verb and before
        "from" (vocabulary.MOVE_OBJECT_DETS "same"? MOVE_OBJECT_NOUNS, or MOVE_OBJECT_PRONOUNS; "over" at most): "the
        same traffic", "our workload", "it" -- its length, or 0. The work that ran on both arms: nothing an arm, a
        number, a model or a metric could hide in."""
        j = k
        if self.w(j) in MOVE_OBJECT_PRONOUNS and self.free(j):
            j += 1
        elif self.w(j) in MOVE_OBJECT_DETS and self.free(j):
            j += 1
            if self.w(j) == "same" and self.free(j):
                j += 1
            for m in (j + 2, j + 1):  # "the serving engine", "the attention backend", "the KV cache dtype"
                if self.w(m) in MOVE_DIMENSION_NOUNS and all(
                        (self.w(x) in MOVE_DIMENSION_MODIFIERS or self.w(x) == "kv") and self.free(x)
                        and self.tok(x).kind == "word" for x in range(j, m)):
                    j = m  # the part changed, its modifiers
                    break
            if (self.w(j) not in MOVE_OBJECT_NOUNS and self.w(j) not in MOVE_DIMENSION_NOUNS) or not self.free(j) \
                    or self.tok(j).kind != "word":
                return 0
            j += 1
        else:
            return 0
        if self.w(j) == "over" and self.free(j):
            j += 1
        return j - k

    def _upgrade_object(self, k: int, lead: int = 2) -> int:
        """Production upgrade_lead, its gerund's object (``k`` right after "after upgrading" / "when moving"): the
        engine upgraded before the move ("after upgrading vLLM from 0.6.3.post1 to 0.6.6": the engine an engine fact,
        checked as after "on"), and the move written with an arrow ("after upgrading vLLM 0.6.3.post1 -> 0.6.6",
        "when moving BF16 -> FP8": the arms around it, the first the baseline, as "from A to B"): the tokens read from
        ``k``, else 0 (nothing taken)."""
        e = k
        if self.arm_at(k) is None and (self.w(k) in ENGINES or any(
                self.seq(k, ws) for ws, _ in ENGINE_WORD_PHRASES)) and self.free(k):
            n = self.m_fact(k)
            if not n or not any(f.kind == "engine" for f in self.r.facts[-2:]):
                return 0
            e = k + n
        if e > k and self.w(e) == "from":
            n = self.m_binder(e)
            if n and self.items and self.items[-1].kind == "subject" and self.items[-2].i0 == e:
                self.take(k - lead, k)
                self.items[-2].i0 = k - lead
                return e + n - k
            return e - k
        a = self.arm_at(e)
        arrow = _pair_frames.arrow_at(self, e + 1) if a is not None else 0
        b = self.arm_at(e + 1 + arrow) if arrow else None
        if b is None or a.arm is None or b.arm is None or a.arm == b.arm or len(a.arms) != 1 or len(b.arms) != 1:
            return e - k
        end = b.i + 1
        self.take(k - lead, k)
        self.take(e, end)
        self.r.used[a.i] = self.r.used[b.i] = "arm"
        self.items.append(Item("binder", k - lead, end, arm=a.arm, arms=a.arms))
        self.items.append(Item("subject", b.i, b.i + 1, arm=b.arm, arms=b.arms))
        return end - k

    # production: overall_tail -- "which is about 5% - 15% higher than DeepSpeed overall and outperforms ...", "FP8 is 20%
    # faster than BF16 overall.": "overall" right after a comparison's baseline arm, ending the clause (or before "and" /
    # ","), says the comparison holds on the whole of the runs, which is the pooled comparison it is graded as; only
    # where the core right before the binder is a ratio or a percent change (vocabulary.OVERALL_TAILS)
    def _overall_after_binder(self, i: int, k: int) -> int:
        prev = self.cores[-1] if self.cores else None
        if prev is None or prev.span_end != i or prev.kind not in ("ratio", "pct_change"):
            return 0
        if not (self.w(k) in OVERALL_TAILS and self.free(k)):
            return 0
        return 1 if self.w(k + 1) in (".", ";", "!", "?", "", ",", "and") else 0

    def _end_to_end_after_binder(self, i: int, k: int) -> int:
        """Tokens of "end to end" / "e2e" at ``k`` right after a binder's arm that ends the clause, where the core right
        before the binder is a ratio said with a speed word of end_to_end.SPEED_WORDS_BEFORE and no metric; else 0."""
        prev = self.cores[-1] if self.cores else None
        if prev is None or prev.span_end != i or prev.kind != "ratio" or prev.metric is not None \
                or prev.word not in _end_to_end.SPEED_WORDS_BEFORE:
            return 0
        n = _end_to_end.after_speed_word(self, k)
        return n if n and self.w(k + n) in (".", ";", "!", "?", "") else 0

    # production: for_arm
    def m_for(self, i: int) -> int:
        # "1.71 s on vLLM and 1.72 s on TGI", "200 ms with APC on": the arm right after a value is whose value it is
        if self.w(i) in ("for", "in") + _ARM_PREPS and self.cores and self.cores[-1].span_end == i \
                and self.cores[-1].arm is None \
                and not self.cores[-1].pair \
                and self.cores[-1].kind in ("duration", "rate", "pct_value", "count", "fraction"):
            j = self.skip_the(i + 1)
            a = self.arm_at(j)
            if a is not None:
                end = j + 1 + (self.w(j + 1) == "arm")
                self.take(i, end)
                self.r.used[j] = "arm"
                c = self.cores[-1]
                for k in [x for x in self.cores if x.kind == "count" and x is not c and x.i0 == c.i0
                          and x.span_end == c.span_end and x.arm is None and not x.arm_amb]:
                    k.arm, k.arm_amb, k.span_end = a.arm, a.arms, end  # "3 of the 24 requests failed in c16": both counts
                c.arm, c.arm_amb = a.arm, a.arms
                c.span_end = end
                return end - i
        a = self.arm_at(i)
        if a is not None and self.cores and self.cores[-1].span_end == i and self.cores[-1].arm is None \
                and not self.cores[-1].pair and self.cores[-1].kind in ("duration", "rate", "pct_value", "count", "fraction") \
                and self.r.text[a.start:a.end].lower().startswith(("without ", "w/o ") + _PREP_ALIAS_HEADS):
            # "118 tok/s without speculative decoding": an arm named by its own condition phrase, right after a value
            self.r.used[i] = "arm"
            c = self.cores[-1]
            c.arm, c.arm_amb = a.arm, a.arms
            c.span_end = i + 1
            return 1
        return 0

    def _aggregate_after(self, e: int) -> int:
        """Tokens of "aggregate" / "in aggregate" right after a token rate ("48 tok/s aggregate", "48 tok/s in
        aggregate"): all requests' output tokens per second, the output token throughput the unit already reads
        (vocabulary.AGGREGATE_AFTER_RATE); 0 when none."""
        for words in AGGREGATE_AFTER_RATE:
            if self.seq(e, words):
                self.take(e, e + len(words))
                return len(words)
        return 0

    # production: unit
    def unit_at(self, n: int) -> tuple[int, str, str | None, Decimal] | None:
        """(tokens, kind, metric, scale) of a unit at ``n``: a rate (``req/s``, ``tok/s``), a duration
        (``ms``, ``s``) or ``%``."""
        if not self.free(n):
            return None
        r = self.phrase(n, RATE_UNITS)
        if r:
            return r[0], "rate", r[1], Decimal(1)
        w = self.w(n)
        if w in DURATION_UNITS:
            return 1, "duration", None, DURATION_UNITS[w]
        if w in ("%", "percent"):
            return 1, "pct_value", None, Decimal("0.01")
        return None

    # production: pair  ("from A to B", "A vs B unit", "A unit and B unit")
    def m_pair(self, i: int, implied: str | None = None) -> int:
        fromto = self.w(i) == "from" and self.free(i)
        j = i + 1 if fromto else i
        pre = self._from_arm(j) if fromto else None  # production: from_arm_of -- "from vLLM's 130 ms to SGLang's 100 ms"
        if pre is not None:
            j = pre[1]
        from_stat = self._from_statistic(j) if fromto else None
        if from_stat is not None:
            j = from_stat[1]
        k, rel, hedge, neg = self._prefix(j)
        if neg or rel != "=":
            return 0
        j += k
        t1 = self.tok(j)
        if t1 is None or t1.kind != "num" or t1.value is None or not self.free(j):
            return 0
        if not fromto and j > self.i0 and self.w(j - 1) in _RTX_DETS and _RTX_NUMBER.fullmatch(t1.text):
            return 0  # "on the 4090 vs 60 ms on the 3090": a card by its model number (production gpu), never a value
        p = j + 1
        u1 = self.unit_at(p)
        refined_metric = None
        if u1:
            p += u1[0]
            if u1[1] == "duration":
                p += getattr(self.r, "wall_end_to_end", {}).get(p, 0)  # "took 13.4 s end to end on X vs ..." (_value)
            # production: value_metric -- "315 tokens/s of output throughput, compared to 150 tokens/s for Orca": the
            # unit's own metric named after the first value of a versus-pair
            p0 = p
            p = _value_metric.after_first_value(self, p, u1, _VS_FIRST)
            if p == p0 and (refined := _value_metric.refined_after_first_value(self, p, u1, _VS_FIRST)):
                p, refined_metric = refined  # "~160 t/s eval rate vs ~125 t/s": both values' metric
        # production: pair_stat_tail -- "150 ms on average for llama.cpp vs 300 ms for Ollama": a statistic said
        # right after the first value of a pair of times is both values' (read as the stat item it is after a lone
        # value; statistic_owners gives it the numbers after it)
        stat_tail = self._pair_stat_tail(p) if u1 is not None and u1[1] == "duration" else None
        if stat_tail is not None:
            p = stat_tail[1]
        # production: pair_arms -- each value of a pair may name its arm right after it ("at concurrency 16",
        # "for c16", "(c16)"); beside "vs" / "versus" / "compared to" one value may name its arm alone
        a1 = self._pair_arm(p)
        bare = False
        if a1 is None and fromto and u1 is not None:
            # production: pair_bare_arms -- "from 129.6 tok/s last week to 108 tok/s this week": in a from-to pair
            # whose values carry their units, an arm phrase right after each value, with no preposition, is its arm
            a1 = self._bare_pair_arm(p, ("to",))
            bare = a1 is not None
        bare_vs = False
        if a1 is None and not fromto and u1 is not None and self.arm_at(p) is not None:
            # production: pair_bare_arms -- "8973 tok/s after vs 7472 tok/s before": in a versus pair whose values carry
            # their units, an arm phrase right after each value, with no preposition, is its arm (both, or not read)
            a1 = self._bare_pair_arm(p, tuple(_VS_FIRST))
            bare_vs = a1 is not None
        if a1 is not None:
            p = a1[1]
        p1 = p  # the first value's words end here
        if not fromto and self.w(p) == "," and self.free(p) and (self.w(p + 1) in _VS_FIRST or (
                self.w(p + 1) in ("down", "up") and self.w(p + 2) == "from")):
            p += 1  # "938 ms at concurrency 32, compared to 503 ms at concurrency 16", "358.7 s, down from 840.2 s"
        joiner = None
        # "from 51.5 s down to 21.6 s": the direction word is checked against the two values below
        updown = self.w(p) if fromto and self.w(p) in ("down", "up") and self.free(p) and self.w(p + 1) == "to" else ""
        # production: down_arrow -- "(median ~565 ms down to ~382 ms)": "down to" between two values, each with its
        # unit, is the pair's arrow (before, then after), its direction checked against the values below; never "up
        # to" (a bound: "200 ms up to 800 ms" may be a range), never after "from" (read above) or a value naming its arm
        down_arrow = not fromto and a1 is None and u1 is not None and self.w(p) == "down" and self.free(p) \
            and self.w(p + 1) == "to" and self.free(p + 1)
        if down_arrow:
            updown = "down"
        for words in PAIR_JOINERS if not down_arrow else ():
            if self.seq(p + bool(updown), words):
                joiner = words
                break
        if down_arrow:
            jw, jlen = "to", 1
        elif joiner is None:
            # "85.8 → 109.3 tok/s", "108 TPS -> 118 TPS": before, then after (as "from A to B")
            arrow = _pair_frames.arrow_at(self, p)  # production: arrow ("->", "=>", "\u2192")
            if not arrow or updown:
                return 0
            jw, jlen = "to", arrow
        else:
            jw, jlen = " ".join(joiner).replace(" .", ""), len(joiner)
            if (jw == "to") != fromto and not (jw == "to" and i > self.i0 and self.r.toks[i - 1].text == "(") and not (
                    jw == "to" and _pair_frames.comma_pair(self, i)):
                return 0  # (production: comma_pair -- "went down about 18%, 6.38 s to 5.24 s": before, then after)
        if a1 is not None and jw == "to" and not fromto and joiner is not None or self.w(p - 1) == "," \
                and jw not in _VS_JOINERS:
            return 0  # (an arrow may name each value's arm: "1450 tok/s (main) -> 1620 tok/s (this PR)", pair_arms)
        q = p + bool(updown) + jlen
        to_stat = self._from_statistic(q) if from_stat is not None and jw == "to" else None
        if to_stat is not None:
            if to_stat[2] != from_stat[2]:
                return 0  # "from a median of 109 ms to a p99 of 200 ms": two statistics, one pair: not read
            q = to_stat[1]  # "from a median of 109 ms on BF16 to a median of 88 ms on FP8": the same statistic again
        pre2 = self._from_arm(q, possessive=True) if pre is not None and jw == "to" and to_stat is None else None
        if pre2 is not None:
            q = pre2[1]  # "to SGLang's 100 ms"
        k2, rel2, hedge2, neg2 = self._prefix(q)
        if neg2 or rel2 != "=" and not (fromto and joiner == ("to",) and rel2 in ("<", ">") and not hedge2
                                        and not updown and to_stat is None and pre2 is None):
            return 0  # production: bound_after -- "p90 TTFT went from ~3 s to under 1 s": the after value a bound
        q += k2
        t2 = self.tok(q)
        if t2 is None or t2.kind != "num" or t2.value is None or not self.free(q):
            return 0
        u2 = self.unit_at(q + 1)
        if u2 is None and u1 is not None and a1 is not None and (jw in _VS_JOINERS or jw == "and") \
                and self._pair_arm(q + 1) is not None and _pair_frames.within_ten(t1.value, t2.value):
            # production: pair_arms_and -- "451 milliseconds on default and 291 with chunked prefill": "and" between
            # two values that each name their arm carries the unit as "versus" does
            # production: pair_arms -- "4.10 req/s with APC versus 3.55 without it": the second value of a pair whose
            # values each name their arm takes the first one's unit, within a factor of 10 as pair_unit_carried ("100 ms
            # at concurrency 32 versus 2 at concurrency 1" was read as 2 ms and graded `false`: 2 s, or 2x? not read)
            u2 = (0, u1[1], u1[2], u1[3])
        far = False
        if u2 is None and u1 is not None and (jw == "to" and fromto or jw in _VS_JOINERS) \
                and self._unit_carried(q + 1, t1.value, t2.value):
            # production: pair_unit_carried -- "from 310 tok/s to 450", "4.5 req/s versus 3.1 for vLLM", "4.5 req/s vs
            # 3.1.": the second value of a pair, ending its phrase, takes the first one's unit
            u2 = (0, u1[1], u1[2], u1[3])
        elif u2 is None and u1 is not None and u1[1] == "rate" and jw in _VS_JOINERS \
                and _pair_frames.far_carry(self, q + 1, t1.value, t2.value):
            # production: pair_unit_far -- "3.75 requests per second, versus 0.2 at concurrency 1": a rate's pair
            # across a factor of 10 to 100, the second value's arm named after it: its unit carried, its contradiction
            # held back (Assertion.unit_far)
            u2, far = (0, u1[1], u1[2], u1[3]), True
        if u2 is None and u1 is None and implied is not None and jw == "to" and (fromto or joiner is None) \
                and self._unit_carried(q + 1, t1.value, t2.value):
            # production: pair_unit_carried -- "raises request throughput from 2.1 to 3.0": a from-to pair with no unit
            # right after a change verb and a rate metric that has one unit (request throughput: req/s; output
            # throughput: tok/s); never a duration (ms or s?) nor the bare "throughput" (requests or tokens?); an arrow
            # pair as a from-to pair ("req/s went 5 → 8")
            u2 = (0, "rate", implied, Decimal(1))
        elif u2 is None and u1 is None and implied is not None and jw in _VS_JOINERS \
                and self._pair_arm(q + 1) is not None and _pair_frames.within_ten(t1.value, t2.value):
            # production: unit_copula_value -- "total tok/s at c32 is 4808 (vs 751 at c1)": a versus pair of bare
            # numbers after a rate label, its second value naming its arm: the label's one unit (m_label_arrow)
            u2 = (0, "rate", implied, Decimal(1))
        if u2 is None or (u1 is not None and (u1[1], u1[2]) != (u2[1], u2[2])):
            return 0  # "8.1 ms vs 6.4" (no unit on the second value) is not read
        if u1 is None and a1 is not None and not _pair_frames.within_ten(t1.value, t2.value):
            return 0  # "from 2 at concurrency 1 to 100 ms at concurrency 32": 2 ms, or 2 s? Not read
        if u1 is not None and u1[3] != u2[3] and u2[1] != "duration":
            return 0  # two scales of one dimension are read only for durations ("1.4 s to 280 ms")
        end = q + 1 + u2[0]
        stat_tail2 = None
        if stat_tail is not None and u2[0] and jw in _VS_JOINERS:
            # "150 ms on average for X vs 300 ms on average for Y": the same statistic said again after the second value
            stat_tail2 = next(((end, end + len(ws), st) for ws, st in _REQUEST_STAT_LIST if self.seq(end, ws)
                               and all(self.free(end + x) for x in range(len(ws)))), None)
            if stat_tail2 is not None and stat_tail2[2] != stat_tail[2]:
                return 0  # two statistics for one pair: not read
            if stat_tail2 is not None:
                end = stat_tail2[1]
        # one arm after the second value names it alone only when each value has its own unit ("9.75 req/s versus
        # 6.44 req/s for c16"); after a shared unit it may be the whole pair's ("3.55 vs 4.10 req/s with APC")
        a2 = self._pair_arm(end) if a1 is not None and not bare or jw in _VS_JOINERS and u1 is not None else None
        if bare:
            a2 = self._bare_pair_arm(end, (",", ";", ".", ")", "!", "and", "but", "while", "whereas")) \
                if u2[0] and (jw, self.w(p)) == ("to", "to") else None
        if bare_vs:
            a2 = self._bare_pair_arm(end, (",", ";", ".", ")", "!", "and", "but", "while", "whereas")) \
                if u2[0] and jw in _VS_JOINERS else None
            if a2 is None:
                return 0
        if a2 is not None and a1 is None and self.w(a2[1]) in ("and", ",", "/") and (
                self.arm_at(self.skip_the(a2[1] + 1)) is not None or self.w(a2[1] + 1) == "respectively"):
            a2 = None  # "2.0 vs 3.0 req/s for TGI and vLLM": a list of arms for both values (pair_binding)
        if pre is not None:
            # production: from_arm_of -- "from vLLM's 130 ms to SGLang's 100 ms", "from the vLLM baseline of 2.2 req/s
            # to 3.3 req/s on SGLang": the first value's arm named before it; the second names its own, before it
            # (possessive) or after it, as pair_arms' from-to (both or neither)
            if a1 is not None or jw != "to" or updown:
                return 0
            a2 = pre2 if pre2 is not None else self._pair_arm(end)
            if a2 is None:
                return 0
            a1 = pre
        if a1 is None and a2 is None:
            lst = self._paren_arm_list(end)
            if lst is not None and ((lst[3] in _ARROW_SEPS) != (jw == "to") or jw in ("down from", "up from")):
                # a change's pair ("from 1.2 s to 0.6 s", "1.2 s -> 0.6 s") names its arms in the change's order only
                # with an arrow or "to" ("(c16 → c32)"); "(tuned vs default)" after it may be the values' order or
                # the usual "treatment vs baseline" (it had read the from-value as tuned's: a true sentence false),
                # and an arrow after a contrast ("20 ms vs 25 ms (A → B)", "7.3 req/s, up from 6.7 (A → B)") may run
                # against the values' order: not read
                return 0
            if lst is not None:
                # production: pair_arms -- "20 ms vs 25 ms (SGLang vs vLLM)", "503 ms → 938 ms (c16 → c32)": the arms
                # in parentheses after the pair, in the values' order
                a1, a2, end = (lst[0], lst[2]), (lst[1], lst[2]), lst[2]
        if jw in _VS_JOINERS and (a1 is None) != (a2 is None):
            pass  # "9.75 req/s versus 6.44 req/s for c16": the other value is the other arm's (or the subject's)
        elif (a1 is None) != (a2 is None):
            return 0  # "from 4 req/s at concurrency 16 to 8 req/s": each value names its arm, or neither does
        if any(a is not None and a[0].arm is None for a in (a1, a2)) or a1 is not None and a2 is not None and \
                a1[0].arm == a2[0].arm:
            return 0  # an arm phrase of several arms, or one arm for both values
        if a2 is not None and a2 is not pre2:
            end = a2[1]
        kind, metric, scale = u2[1], u2[2], u2[3]
        if refined_metric is not None:
            metric = refined_metric
        scale1 = u1[3] if u1 is not None else scale
        if updown and ((t2.value * scale > t1.value * scale1) != (updown == "up") or t2.value * scale == t1.value * scale1):
            return 0  # "from 30 up to 17": the direction word disagrees with the values
        if jw in ("down from", "up from") and ((t1.value * scale1 > t2.value * scale) != (jw == "up from")
                                               or t2.value * scale == t1.value * scale1):
            return 0  # "358.7 s, up from 840.2 s": the direction word disagrees with the values (not read)
        if jw in ("down from", "up from") and not (end >= self.i1 or self.w(end) in (",", ";", ".", ")", "(", "!", "and",
                                                                                   "but", "while", "whereas")):
            return 0  # "3.0 req/s, up from 2.4 req/s baseline": a word after the pair's second value is not this
        m = self.metric_phrase(end) if metric is None else None
        if m and m[1] not in FRACTIONS | {"throughput", "token_throughput"}:
            metric = m[1]
            end += m[0]
        pid = len(self.cores) + 1000 * (self.i0 + 1)
        c1 = Core(kind, i, p1, value=t1.value, decimals=t1.decimals, hedge=hedge or hedge2, metric=metric, scale=scale1,
                  pair=pid, joiner=jw)
        if rel2 != "=" and (a1 is not None or a2 is not None or not (end >= self.i1 or self.w(end) in (".", ";", "!"))
                            or (rel2 == "<") != (t2.value * scale < t1.value * scale1)):
            # (bound_after: naming no arm, ending its sentence part, no summary or recap of a bound's value; the bound on
            # the far side of the before value, so that it says which way the value went: "from 200 ms to under 225 ms"
            # is not read)
            return 0
        c2 = Core(kind, p, end, value=t2.value, decimals=t2.decimals, hedge=hedge2 or (hedge if rel2 == "=" else ""),
                  metric=metric, scale=scale, pair=pid, joiner=jw, relation=rel2)
        c1.span_end, c2.span_end = p1, end
        c1.partner, c2.partner = c2, c1  # type: ignore[attr-defined]
        c2.unit_far = far  # type: ignore[attr-defined]
        if jw == "to":
            c1.role, c2.role = "baseline", "subject"
        if jw in _VS_JOINERS or jw == "and" and a1 is not None:
            c1.role, c2.role = "subject", "baseline"  # "A vs B": the subject's value, then the baseline's
        self.take(i, end)
        for stat_at in (from_stat, to_stat):
            if stat_at is None:
                continue
            # production: from_statistic -- "from a median of 110 ms on BF16 to 90 ms on FP8": the statistic of both
            # values (a stat item, given to the pair's per-request metric as a statistic word on its own is; beside
            # a throughput, or where the metric names another statistic, it is no one's: unread)
            a0, b0, st = stat_at
            for x in range(a0, b0):
                self.r.used[x] = "read" if a0 + (self.w(a0) in FROM_STAT_DETS) <= x < b0 - 1 else "inert"
            it = Item("stat", a0, b0, statistic=st)
            it.from_pair = True  # type: ignore[attr-defined]
            self.items.append(it)
        for tail in (stat_tail, stat_tail2):
            if tail is None:
                continue
            a0, b0, st = tail
            for x in range(a0, b0):
                self.r.used[x] = "inert" if self.w(x) in ("on", "at", "in", "the") else "read"
            self.items.append(Item("stat", a0, b0, statistic=st))
        for c, a in ((c1, a1), (c2, a2)):
            # production: pair_arms -- "rose from 4 req/s at concurrency 16 to 8 req/s at concurrency 32", "from 500 ms
            # with APC off to 200 ms with APC on", "644 tok/s (c16) vs 975 tok/s (c32)": each value is the arm named
            # right after it
            if a is not None:
                c.arm, c.arm_amb = a[0].arm, a[0].arms
                self.r.used[a[0].i] = "arm"
        self.cores += [c1, c2]
        return end - i

    def _from_arm(self, k: int, possessive: bool = False) -> tuple[Token, int] | None:
        """(arm token, end) of a from-to value's arm named before it at ``k`` (production from_arm_of): "vLLM's" (an
        article allowed: "the PR's"), or, unless ``possessive``, "the vLLM baseline of" / "a vLLM run of"
        (vocabulary.FROM_ARM_NOUNS); one arm, every word free."""
        d = k + (self.w(k) in ("the", "a", "an"))
        a = self.arm_at(d)
        if a is None or a.arm is None or len(a.arms) != 1:
            return None
        e = d + 1
        if self.w(e) == "'s":
            e += 1
        elif not possessive and self.w(e) in FROM_ARM_NOUNS and self.w(e + 1) == "of":
            e += 2
        elif not possessive and self.w(e) == "of" and a.text.lower().split()[-1:] \
                and a.text.lower().split()[-1] in FROM_ARM_NOUNS:
            e += 1  # "the vLLM baseline of 2.2 req/s": the arm's noun taken into its phrase (arm_nouns)
        else:
            return None
        if not all(self.free(x) for x in range(k, e) if x != a.i):
            return None
        t = self.tok(e + (self.w(e) in HEDGES))
        return (a, e) if t is not None and t.kind == "num" else None

    def _from_statistic(self, k: int) -> tuple[int, int, str] | None:
        """(start, end, statistic) of a statistic said right after a from-to pair's "from" at ``k`` (production
        from_statistic: "a median of", "an average of", "the p99 of"; vocabulary.FROM_STAT_DETS, FROM_STATISTICS)."""
        d = k + (self.w(k) in FROM_STAT_DETS)
        s = self.phrase(d, STAT_PHRASES)
        if not s or s[1] not in FROM_STATISTICS or self.w(d + s[0]) != "of":
            return None
        if not all(self.free(x) for x in range(k, d + s[0] + 1)):
            return None
        return k, d + s[0] + 1, s[1]

    def _pair_stat_tail(self, k: int) -> tuple[int, int, str] | None:
        """A statistic said right after a pair's first value at ``k`` (production pair_stat_tail): a request
        statistic tail ("on average", "at the median": vocabulary.REQUEST_STAT_TAILS), followed by an arm phrase or
        a versus-joiner: (start, end, statistic)."""
        got = None
        for words, st in _REQUEST_STAT_LIST:
            if self.seq(k, words) and all(self.free(k + x) for x in range(len(words))):
                got = (k, k + len(words), st)
                break
        if got is None:
            return None
        e = got[1]
        if self._pair_arm(e) is None and not (self.w(e) in _VS_FIRST or self.w(e) == "," and self.w(e + 1) in _VS_FIRST):
            return None
        return got

    def _unit_carried(self, k: int, v1: Decimal, v2: Decimal) -> bool:
        """May the second value of a pair, whose words end before ``k``, take the first one's unit (production
        pair_unit_carried)? Only where nothing that could be its own unit or noun follows it: the clause's end,
        punctuation, "and" / "but" / "while", an arm or an arm named after a preposition; and only within a factor of
        10 of the first value ("from 1.2 s to 800" may mean 800 ms: not read)."""
        if not _pair_frames.within_ten(v1, v2):
            return False
        if k >= self.i1:
            return True
        if self.w(k) in (",", ";", ".", ")", "!", "and", "but", "while", "whereas") and self.free(k):
            return self.w(k) != "." or not self.adjacent(k) or k + 1 >= self.i1
        if self._paren_signed_pct(k):
            return True  # "from 2.1 to 3.0 (+43%)", "1.0 -> 2.5 (+150%)": the change the pair makes, no unit of its own
        return self.arm_at(k) is not None or self._pair_arm(k) is not None

    def _paren_signed_pct(self, k: int, opens: tuple[str, ...] = ("(",)) -> bool:
        """"(+43%)" / "(-33%)" / "(−33 percent)" at ``k``: a signed percent alone in parentheses (or after another
        opener of ``opens``, then ")")."""
        t = self.tok(k + 1)
        return self.w(k) in opens and self.free(k) and t is not None and t.kind == "punct" \
            and t.text in ("+", "-", "\u2212") and self.tok(k + 2) is not None and self.tok(k + 2).kind == "num" \
            and self.w(k + 3) in ("%", "percent") and self.w(k + 4) == ")"

    def _colon_arm(self, i0: int) -> Token | None:
        """The arm of "ARM: VALUE" for a value starting at ``i0`` ("SGLang: 2.5 req/s", "vLLM: 2.0 req/s"): one arm
        right before the colon, at the clause's start or after ",", ";", "(", a dash, or a "vs" read as the joiner
        of two such values (never "TGI vs vLLM: 3.0 req/s", whose colon labels both arms)."""
        sep = self.r.toks[i0 - 1].text if i0 - 1 >= self.i0 else ""
        # (a dash with a space on each side: "vLLM -20 ms" is a signed change, never an arm's label)
        dash = sep in ("-", "\u2013", "\u2014") and self.r.toks[i0 - 1].kind == "punct" and i0 - 2 >= self.i0 \
            and self.r.toks[i0 - 2].end < self.r.toks[i0 - 1].start and self.r.toks[i0 - 1].end < self.r.toks[i0].start
        k = i0 - 2 if sep == ":" or dash else i0 - 1
        if k < self.i0 or self.r.toks[k].kind != "arm" or len(self.r.toks[k].arms) != 1 \
                or self.r.used[k] not in ("", "arm"):
            return None
        # "Request throughput: SGLang 2.5 req/s, vLLM 2.0 req/s": an arm right before its value in such a list too;
        # production: dash_label_list -- "Mean TTFT: vLLM - 120 ms, SGLang - 95 ms": an arm, a dash, its value
        before = ("\u2014", "\u2013", ",", ";", "(") + ((":",) if k == i0 - 1 or dash else ())
        if k == self.i0 or self.r.toks[k - 1].text in before or k in self.colon_vs:
            return self.r.toks[k]
        return None

    def _paren_arm_list(self, k: int) -> tuple[Token, Token, int, tuple[str, ...]] | None:
        """(first arm, second arm, end, separator) of "(A vs B)", "(A/B)", "(A, B)", "(A → B)" at ``k``: two distinct
        arms."""
        if self.w(k) != "(" or not self.free(k):
            return None
        t1 = self.arm_at(k + 1)
        q = k + 2
        for sep in (("vs", "."), ("vs",), ("versus",), ("/",), (",",), ("and",)) + _ARROW_SEPS:
            if self.seq(q, sep):
                q += len(sep)
                break
        else:
            return None
        t2 = self.arm_at(q)
        if t1 is None or t2 is None or len(t1.arms) != 1 or len(t2.arms) != 1 or t1.arm == t2.arm \
                or self.w(q + 1) != ")" or not self.free(q + 1):
            return None
        return t1, t2, q + 2, sep

    def _bare_pair_arm(self, k: int, before: tuple[str, ...]) -> tuple[Token, int] | None:
        """(arm token, end) of an arm phrase naming one arm right after a value at ``k``, with no preposition ("129.6
        tok/s last week"), followed by one of ``before`` or the clause's end (production pair_bare_arms)."""
        a = self.arm_at(k)
        if a is None or a.arm is None or len(a.arms) != 1 or a.text[:1].isdigit():
            return None
        if k + 1 < self.i1 and not (self.w(k + 1) in before and self.free(k + 1)):
            return None
        return a, k + 1

    def _pair_arm(self, k: int) -> tuple[Token, int] | None:
        """(arm token, end) of an arm named right after a pair's value (production: pair_arm -- "at concurrency 16",
        "with APC off", "for c16", "(c16)")."""
        if self.w(k) == "(" and self.free(k) and self.arm_at(k + 1) is not None and self.w(k + 2) == ")" \
                and self.free(k + 2):
            return self.arm_at(k + 1), k + 3
        a = self.arm_at(k)
        if a is not None and (a.low in ("without", "with it", "with") or a.low.startswith(("without ", "w/o "))):
            # "8 ms without speculative decoding", "55 ms without (it)", "320 tok/s with it", "200 tok/s with."
            # (ellipsis_arm: the one other arm): an arm named by its own condition
            return a, k + 1
        if a is not None and a.low.endswith(_MODE_ADVERBS):
            return a, k + 1  # "8 s concurrently versus 32 s sequentially": an arm named by how it ran (arm_by_mode)
        if a is not None and a.low in BASELINE_NOW_WORDS and len(a.arms) == 1:
            return a, k + 1  # "versus about 950 today": the declared baseline by its adverb (today_baseline)
        if a is not None and len(a.arms) == 1 and a.low.startswith(_PREP_ALIAS_HEADS):
            # production: prep_alias -- "from 1831 tok/s on main to 2199 tok/s with this PR": an arm declared with its
            # own preposition ("with this PR") names it as "with" + an arm does
            return a, k + 1
        if a is not None and a.low in ("on", "off", "enabled", "disabled") and (
                k + 1 >= self.i1 or self.w(k + 1) in (",", ";", ".", ")", "!") and self.free(k + 1)):
            # production: state_ellipsis -- "7.6k tok/s with it on vs 6.9k off": the bare state word (an arm of an
            # on / off pair), ending its phrase, names its arm
            return a, k + 1
        if self.w(k) not in _ARM_PREPS + ("for",) or not self.free(k):
            return None
        j = self.skip_the(k + 1)
        a = self.arm_at(j)
        if a is None:
            return None
        return a, j + 1 + (self.w(j + 1) == "arm" and self.free(j + 1))

    # production: pair_list_carried
    def m_pair_more(self, i: int) -> int:
        """"SGLang reached 600 output tok/s vs 450 for vLLM and 366 for TGI": after a versus pair whose second value
        names its arm (its unit carried or its own), "and" / "," / ", and" and a further bare number naming an arm right
        after it (production pair_arm) that no word of the clause before it named is that arm's value, in the pair's
        unit, metric and statistic -- within a factor of 10 of the pair's second value and where nothing that could be
        its own unit or noun follows (as pair_unit_carried). A number with its own unit is the value construct's."""
        if self.w(i) not in ("and", ",") or not self.free(i) or not self.cores:
            return 0
        prev = self.cores[-1]
        if prev.kind not in ("rate", "duration") or not prev.pair or prev.joiner not in _VS_JOINERS \
                or prev.role != "baseline" or prev.arm is None or prev.arm_amb[1:] or prev.value is None \
                or prev.span_end != i:
            return 0
        q = i + 1
        if self.w(i) == "," and self.w(q) == "and" and self.free(q):
            q += 1
        k, rel, hedge, neg = self._prefix(q)
        if neg or rel != "=":
            return 0
        q += k
        t = self.tok(q)
        if t is None or t.kind != "num" or t.value is None or not self.free(q) or self.unit_at(q + 1) is not None:
            return 0
        got = self._pair_arm(q + 1)
        named = {a for x in range(self.i0, i) if self.r.toks[x].kind == "arm" for a in self.r.toks[x].arms}
        if got is None or len(got[0].arms) != 1 or got[0].arm is None or got[0].arm in named \
                or not self._unit_carried(got[1], prev.value, t.value):
            return 0
        c = Core(prev.kind, i, q + 1, value=t.value, decimals=t.decimals, hedge=hedge, metric=prev.metric,
                 statistic=prev.statistic, scale=prev.scale)
        c.arm, c.arm_amb = got[0].arm, got[0].arms
        c.span_end = got[1]
        c.listed = True  # type: ignore[attr-defined]  # (its own arm, listed after the pair: never the subject's)
        self.take(i, q + 1)
        self.take(q + 1, got[1])
        self.r.used[got[0].i] = "arm"
        self.cores.append(c)
        return got[1] - i

    # production: up_from  ("7.33 req/s, up from 6.69 req/s", "mean TTFT 200 ms, down from 500 ms"): the value before
    # is the subject's, the one after "from" the baseline's; the direction word must agree with the two values
    def m_up_from(self, i: int) -> int:
        w = self.w(i)
        if w not in ("up", "down") or not self.free(i) or self.w(i + 1) != "from" or not self.free(i + 1) or not self.cores:
            return 0
        a = self.cores[-1]
        if a.kind not in ("duration", "rate") or a.pair or a.arm_amb[1:] or a.arm_amb and not a.arm \
                or getattr(a, "range", None) or not (
                a.span_end == i or (a.span_end < i and self.w(i - 1) == ",")
                and all(self.r.used[k] or self.w(k) == "," for k in range(a.span_end, i))):
            return 0  # the value, then a comma or a setting another construct read ("7.33 req/s at concurrency 256, up")
        q = i + 2
        k, rel, hedge, neg = self._prefix(q)
        if neg or rel != "=":
            return 0
        q += k
        t = self.tok(q)
        if t is None or t.kind != "num" or t.value is None or not self.free(q):
            return 0
        u = self.unit_at(q + 1)
        if u is None and self._unit_carried(q + 1, a.value, t.value):
            # production: pair_unit_carried -- "FP8 delivers 2,880 total tokens per second, up from 1,920 with BF16":
            # the value after "up from", ending its phrase (or before its arm), takes the first value's unit
            u = (0, a.kind, a.metric, a.scale)
        elif u is not None and u[1] == "rate" and a.metric and NAMED_RATE_METRICS.get(a.metric) == u[2]:
            # "2,880 total tokens per second, up from 1,920 tokens per second": the bare unit repeats the named one
            u = (u[0], u[1], a.metric, u[3])
        if u is None or u[1] != a.kind or (u[2] or a.metric) != (a.metric or u[2]) or (u[1] != "duration" and u[3] != a.scale):
            return 0
        new, old = a.value * a.scale, t.value * u[3]
        if new == old or (new > old) != (w == "up"):
            return 0  # "3.0 req/s, up from 4.0 req/s": the direction word disagrees with the values
        end = q + 1 + u[0]
        named = self.arm_at(end) or (self._pair_arm(end) or (None,))[0]
        if a.arm and (named is None and len(self.r.all_arms) != 2 or named is not None and named.arm in (a.arm, None)):
            return 0  # "503 ms at concurrency 16, down from 938 ms (c16)": one arm for both values
        pid = len(self.cores) + 1000 * (self.i0 + 1)
        b = Core(a.kind, i, end, value=t.value, decimals=t.decimals, hedge=hedge, metric=a.metric or u[2],
                 statistic=a.statistic, scale=u[3], pair=pid, joiner="up from", role="baseline")
        a.pair, a.joiner, a.role = pid, "up from", "subject"
        self.take(i, end)
        arm = self.arm_at(end)
        after = end + 1 + (self.w(end + 1) == "arm") if arm is not None else end
        if arm is None and self._pair_arm(end) is not None:
            # "up from 644 tok/s at concurrency 16", "down from 503 ms (c16)": the arm named right after the value
            arm, after = self._pair_arm(end)
        if arm is not None and len(arm.arms) == 1:
            # "up from 6.69 req/s baseline": the baseline's arm; in a witness of two arms the first value is the other's
            b.arm, b.arm_amb = arm.arm, arm.arms
            self.take(end, after)
            self.r.used[arm.i] = "arm"
            end = after
            if len(self.r.all_arms) == 2 and arm.arm in self.r.all_arms and not a.arm:
                other = next(x for x in self.r.all_arms if x != arm.arm)
                a.arm, a.arm_amb = other, (other,)
                a.inferred_other = True  # type: ignore[attr-defined]
        elif a.arm:
            # "503 ms at concurrency 16, down from 938 ms": in a witness of two arms the value before is the other arm's
            other = next(x for x in self.r.all_arms if x != a.arm)
            b.arm, b.arm_amb = other, (other,)
        b.span_end = end
        self.cores.append(b)
        n = self._paren_pct(end, w, b)
        if n and a.arm and b.arm:
            self.cores[-1].arm, self.cores[-1].arm_amb = a.arm, a.arm_amb
            self.cores[-1].baseline, self.cores[-1].baseline_amb = b.arm, b.arm_amb
        return end - i + n

    # production: slash_values  ("median/p99 TTFT of 97/503 ms", "97/277 ms (c16/c32)", "c16/c32 median TTFT:
    # 97/277 ms"): two lists written with "/" that pair up one to one, statistics or arms with values; else not read
    def m_slash_values(self, i: int) -> int:
        if "/" not in self.r.forms[i:min(i + 8, self.i1)]:
            return 0  # every form holds a "/" within its first words (the scanner calls this at every free token)

        def stat(k):
            got = self.phrase(k, STAT_PHRASES)
            return (got[1], got[0]) if got else None

        def num(k):
            t = self.tok(k)
            return ((t.value, t.decimals), 1) if t is not None and t.kind == "num" and t.value is not None else None

        def arm(k):
            t = self.arm_at(k)
            return (t, 1) if t is not None and len(t.arms) == 1 else None

        start, stats, metric, arms_before = i, [], None, []
        got, k = self._slash_list(i, stat)
        if len(got) >= 2:
            m = self.metric_phrase(k)  # "median/p99 TTFT"
            if not m:
                return 0
            stats, metric, k = got, m[1], k + m[0]
        elif self.metric_phrase(i) and len(self._slash_list(i + self.metric_phrase(i)[0], stat)[0]) >= 2:
            m = self.metric_phrase(i)  # "TTFT median/p99"
            stats, k = self._slash_list(i + m[0], stat)
            metric = m[1]
        elif len(self._slash_list(i, arm)[0]) >= 2:
            arms_before, k = self._slash_list(i, arm)  # "c16/c32 median TTFT: 97/277 ms"
            s1 = self.phrase(k, STAT_PHRASES)
            st = None
            if s1:
                st, k = s1[1], k + s1[0]
            m = self.metric_phrase(k)
            if not m:
                return 0
            stats, metric, k = [st] * len(arms_before), m[1], k + m[0]
        if metric is not None:
            while self.w(k) in ("of", "was", "were", "is", "are", ":", "=") and self.free(k):
                k += 1
        nums, k2 = self._slash_list(k, num)
        if len(nums) < 2 or (stats and len(nums) != len(stats)):
            return 0
        u = self.unit_at(k2)
        if u is None or u[1] not in ("duration", "rate"):
            return 0
        end = k2 + u[0]
        arms_after: list = []
        if self.w(end) == "(" and self.free(end):
            got, e2 = self._slash_list(end + 1, arm)
            if len(got) >= 2 and self.w(e2) == ")" and self.free(e2):
                arms_after, end = got, e2 + 1  # "97/277 ms (c16/c32)"
        own = arms_before or arms_after
        if own and (len(own) != len(nums) or len({t.arm for t in own}) != len(own)) or arms_before and arms_after:
            return 0  # lists that do not pair up one to one
        if not own and not stats:
            return 0  # "97/277 ms": whose, which? Not read
        if stats and len(set(stats)) != len(stats) and not own:
            return 0
        one_arm = self._pair_arm(end) if not own else None
        if one_arm is not None:
            end = one_arm[1]  # "median/p99 TTFT of 97/503 ms at concurrency 16": the arm of every value
        unit_metric = u[2]
        if metric is not None and unit_metric is not None and metric != unit_metric \
                and NAMED_RATE_METRICS.get(metric) != unit_metric:
            return 0
        pid = len(self.cores) + 1000 * (self.i0 + 1) if len(nums) == 2 and own else 0
        made = []
        for n, (v, d) in enumerate(nums):
            c = Core(u[1], start if n == 0 else k + 2 * n, end, value=v, decimals=d, metric=metric or unit_metric,
                     statistic=stats[n] if stats else None, scale=u[3], pair=pid, joiner="/" if pid else "")
            c.span_end = end
            if own:
                c.arm, c.arm_amb = own[n].arm, own[n].arms
                self.r.used[own[n].i] = "arm"
            elif one_arm is not None:
                c.arm, c.arm_amb = one_arm[0].arm, one_arm[0].arms
            made.append(c)
        if pid:
            made[0].partner, made[1].partner = made[1], made[0]  # type: ignore[attr-defined]
        self.take(start, end)
        for t in own:
            self.r.used[t.i] = "arm"
        if one_arm is not None:
            self.r.used[one_arm[0].i] = "arm"
        self.cores += made
        return end - start

    def _slash_list(self, i: int, item) -> tuple[list, int]:
        """Items read by ``item(k) -> (value, tokens) | None`` joined by "/" from ``i``: (items, end)."""
        out, k = [], i
        while True:
            got = item(k)
            if got is None or not all(self.free(q) for q in range(k, k + got[1])):
                return (out, k - 1) if out else ([], i)
            out.append(got[0])
            k += got[1]
            if self.w(k) != "/" or not self.free(k):
                return out, k
            k += 1

    # production: pair_summary  ("rose from 644 tok/s to 975 tok/s, a 51% gain", "938 ms vs 503 ms (1.9x)", "9.75
    # req/s (c32) vs 6.44 req/s (c16) (+51%)", "from 870 us to 34 us, a reduction of 96%"): a change stated in
    # apposition to a pair of values is a second assertion on the same two arms and metric
    def m_pair_summary(self, i: int) -> int:
        sep = self.w(i)
        # "from 5s to 3.2s so ~1.56x faster": the casual voice's bare "so" (no comma) draws the pair's ratio as a
        # comma and "so" would (the lead is the separator itself)
        bare_so = sep == "so" and self.w(i + 1) != ","
        if sep not in (",", "(", "\u2014", "\u2013") and not bare_so or not self.free(i) or not self.cores:
            return 0
        # the pair's value that ends right here (the last core, or the one before it: "drops to A from B, ...")
        ends = [x for x in self.cores[-2:] if x.pair and max(x.i1, x.span_end) == i]
        if not ends:
            # "2,600 vs 1,300 tok/s for vLLM, so roughly 2x": the arm phrase after a shared unit, taken by another
            # construct, stands between the pair and its recap (its words: a preposition at most and the arm)
            ends = [x for x in self.cores[-2:] if x.pair and self.r.toks[i - 1].kind == "arm"
                    and len(self.r.toks[i - 1].arms) == 1 and (max(x.i1, x.span_end) == i - 1 or (
                        max(x.i1, x.span_end) == i - 2 and self.w(i - 2) in ("for", "on", "with", "in", "at", "from")))]
        if not ends and not bare_so:
            # production: value_gloss -- the pair, then its modifiers, then the summary: "Mean TPOT fell from 61.1 ms
            # to 30.5 ms on this workload, a factor of 2.00" (claimcheck/claims/value_gloss.py summary_pair_end)
            e = _value_gloss.summary_pair_end(self, i)
            ends = [x for x in self.cores[-2:] if x.pair and e is not None and max(x.i1, x.span_end) == e]
        if not ends or len({x.pair for x in ends}) != 1:
            return 0
        c2 = ends[-1]  # (both values of "97/277 ms (c16/c32)" end here)
        mates = [x for x in self.cores if x is not c2 and x.pair == c2.pair]
        if len(mates) != 1 or c2.kind not in ("rate", "duration"):
            return 0
        c1, c2 = (mates[0], c2) if mates[0].i0 < c2.i0 else (c2, mates[0])
        j = i + 1
        # production: recap_lead -- "240 vs 150 ms, i.e. 1.6x", "(i.e. a 37% reduction)", ", that is 1.6x": the words
        # that say the number after them restates the pair (vocabulary.RECAP_LEADS)
        lead = next((len(words) for words in RECAP_LEADS if self.seq(j, words)), 0) if not bare_so else 0
        j += lead
        said_of = None
        a = self.arm_at(j)
        if (lead or bare_so) and a is not None and len(a.arms) == 1 and self.free(j):
            # production: summary_subject -- "165 ms on LMDeploy vs 220 ms on vLLM, so LMDeploy is 25% lower", "so
            # LMDeploy's is 25% lower": the arm the summary is said of, named before its copula; it must be the arm the
            # summary's direction makes the treatment (_summary_arms)
            v = j + 1 + (self.w(j + 1) == "'s" and self.free(j + 1))
            if self.w(v) in ("is", "was", "has", "have", "are") and self.free(v):
                said_of, j = (a.arms[0], j), v + 1
        if self.w(j) in ("a", "an") and self.free(j):
            j += 1
        noun_first = (self.w(j) in CHANGE_NOUNS or self.w(j) in SUMMARY_PCT_NOUNS) and self.w(j + 1) == "of" \
            and self.free(j) and self.free(j + 1)
        word = self.w(j) if noun_first else ""
        q = j + 2 if noun_first else j
        k, rel, hedge, neg = self._prefix(q)
        if neg or rel != "=":
            return 0
        q += k
        sign = ""
        t = self.tok(q)
        if not noun_first and t is not None and t.kind == "punct" and t.text in ("+", "-", "\u2212") and self.free(q):
            sign = "up" if t.text == "+" else "down"
            q += 1
        num = self.tok(q)
        if num is None or num.kind != "num" or num.value is None or not self.free(q) or (
                sign and num.start != self.r.toks[q - 1].end):
            return 0
        u = self.w(q + 1)
        if u in ("%", "percent") and self.free(q + 1):
            kind = "pct_change"
        elif u in ("x", "\u00d7", "times", "fold") and self.free(q + 1) and not sign:
            kind = "ratio"
        else:
            return 0
        if noun_first and word in SUMMARY_PCT_NOUNS and kind != "pct_change":
            return 0  # "a cost of 1.13x": of what?
        end = q + 2

        def noun_at(k: int) -> bool:
            return self.free(k) and (kind == "pct_change" and (self.w(k) in PCT_CHANGE_NOUNS
                                                               or self.w(k) in SUMMARY_PCT_NOUNS or self.w(k) in SENSE and
                                                               self.w(k) not in ("speedup", "slowdown"))
                                     or kind == "ratio" and (self.w(k) in CHANGE_NOUNS or self.w(k) in SENSE
                                                             or self.w(k) in RATIO_GAP_NOUNS))

        def metric_at(k: int) -> tuple[int, str, str | None] | None:
            # production: summary_metric -- "a 51% throughput gain", "(1.5x higher output throughput)", "a 1.9x p99 TTFT
            # slowdown" -- it must be the pair's (checked once the pair's metric is bound)
            j, st = k, None
            s1 = self.phrase(j, STAT_PHRASES)
            if s1:
                st, j = s1[1], j + s1[0]
            m = self.metric_phrase(j)
            if not m:
                return None
            j += m[0]
            s2 = self.phrase(j, STAT_PHRASES) if st is None else None
            if s2:
                st, j = s2[1], j + s2[0]
            return j - k, m[1], st

        own_metric = None
        if not noun_first and noun_at(end):
            word = self.w(end)  # "a 51% gain", "a 2.3x slowdown", "(1.5x faster)"
            end += 1
            if self.w(end - 1) in SENSE and self.w(end - 1) not in CHANGE_NOUNS and metric_at(end):
                own_metric = metric_at(end)  # "(1.5x higher throughput)"
                end += own_metric[0]
        elif not noun_first and metric_at(end) and noun_at(end + metric_at(end)[0]):
            own_metric = metric_at(end)  # "a 51% throughput gain"
            end += own_metric[0]
            word = self.w(end)
            end += 1
        if word and sign:
            return 0  # "(+51% gain)": one direction word
        over = None
        if word and (self.w(end) in ("over", "vs", "versus", "against") or (
                self.w(end) == "than" and word in SENSE and word not in CHANGE_NOUNS)) and self.free(end):
            # production: summary_baseline -- "1.7 vs 1.0 req/s for BF16, a 1.7x improvement over BF16": the pair's
            # baseline named again; it must be the arm the summary's direction makes the baseline (_summary_arms)
            q = self.skip_the(end + 1)
            a = self.arm_at(q)
            if a is not None and len(a.arms) == 1:
                over, end = (a.arms[0], q), q + 1
        sense = sign or (CHANGE_NOUNS.get(word) or SUMMARY_PCT_NOUNS.get(word) or SENSE.get(word, "") if word else "")
        ordered = c2.joiner in ("to", "up from")
        # production: comma_percent -- "improves, from 298.7 tokens/s to 452.1 tokens/s, about 51%.": an unsigned
        # percent after a comma that ends the from-to or arrow pair's sentence part, read as "(about 51%)" is, only
        # where it is the plain change the pair's own two values make (|after - before| / before, within their digits
        # and hedges): "decreases from 2.03 s to 1.55 s, about 76%" may be the after value's share of the before
        # value, "about 31%" the change of the speed: neither is read
        comma_pct = not sense and kind == "pct_change" and sep == "," and c2.joiner == "to" and (
            end >= self.i1 or self.w(end) in ("", ".", ";", "!", "?"))
        # production: paren_percent_share -- "fell from 602 ms to 511 ms (85%)": an unsigned percent in parentheses
        # after a from-to pair may be the after value's share of the before value as well as the change: where it may
        # be that share, not read (_share_of_pair; "(85%)" had been read as an 85% change and graded false)
        paren_pct = not sense and kind == "pct_change" and sep == "(" and ordered
        if paren_pct and _share_of_pair(num.value, num.decimals, hedge, c1, c2):
            return 0
        if comma_pct:
            t = tolerance(num.value, num.decimals, hedge)
            w0, w1 = _recap_span(Core(kind, j, end, value=num.value), c2, c1, hedged=True)
            if not (w0 < Decimal(str(t.high)) and Decimal(str(t.low)) <= w1):
                return 0
        if not sense and kind == "pct_change" and not (sep == "(" and ordered) and not comma_pct:
            return 0  # "938 ms vs 503 ms (46%)": which way? Only a change from A to B says
        if sep == "(":
            if self.w(end) != ")" or not self.free(end):
                return 0
            end += 1
        elif said_of is None and self.w(end) in ("on", "with", "for") and self.free(end) and (c1.arm or c2.arm) \
                and self.arm_at(self.skip_the(end + 1)) is not None \
                and len(self.arm_at(self.skip_the(end + 1)).arms) == 1 and self.free(self.skip_the(end + 1)) \
                and self.w(self.skip_the(end + 1) + 1) in ("", ".", "!", "?") \
                and self.skip_the(end + 1) + 2 >= self.i1:
            # production: summary_subject_tail -- "165 ms on LMDeploy vs 220 ms on vLLM, so 25% lower on LMDeploy": the arm
            # phrase ending the clause after a summary of two values with arms of their own names the arm it is said
            # of (as "so LMDeploy is 25% lower" does)
            q = self.skip_the(end + 1)
            said_of = (self.arm_at(q).arms[0], q)
            self.take(end, q)
            end = q + 1
        elif self.w(end) not in ("", ",", ")", "\u2014", "\u2013", ".", ";", "!", "?") and not (
                self.w(end) == "and" and self.w(end + 1) != "by") and not self._summary_arm_tail(end, c1, c2) and not (
                self.w(end) in ("for", "on", "over") and self.seq(end + 1, ("the", "same"))):
            # (", so about 30% less wall time for the same work": the like-for-like phrase after it is a descriptor's,
            # read on its own or left unread)
            return 0  # ", a 51% gain in throughput over X": more than the pair's change
        c = Core(kind, j, end, value=num.value, decimals=num.decimals, hedge=hedge, sense=sense, word=word or sign)
        c.span_end = end
        c.summary_of = (c1, c2)  # type: ignore[attr-defined]
        c.summary_metric = own_metric[1:] if own_metric else None  # type: ignore[attr-defined]
        c.recap = bool(lead)  # type: ignore[attr-defined]
        c.summary_over = over[0] if over else None  # type: ignore[attr-defined]
        c.summary_subject = said_of[0] if said_of else None  # type: ignore[attr-defined]
        self.take(i, end)
        if over:
            self.r.used[over[1]] = "arm"
        if said_of:
            self.r.used[said_of[1]] = "arm"
        if bare_so:
            self.take(i, i + 1, "inert")
        self.take(i + 1, i + 1 + lead, "inert")
        self.cores.append(c)
        return end - i

    def _summary_arm_tail(self, end: int, c1: Core, c2: Core) -> bool:
        """production: summary_arm_tail -- "avg e2e dropped from 5s to 3.2s, so ~1.56x faster with spec decode": after
        a summary, the arm phrase of the pair's change ("with" / "on" and one arm), ending the clause, where
        neither value of the pair has an arm of its own: the phrase is left to the constructs that bind a change's arm
        (as it would be right after the pair: "dropped from 5s to 3.2s with spec decode, so ~1.56x faster")."""
        if self.w(end) not in ("with", "on") or not self.free(end) or c1.arm or c2.arm:
            return False
        q = self.skip_the(end + 1)
        a = self.arm_at(q)
        if a is None or len(a.arms) != 1 or not self.free(q):
            return False
        return self.w(q + 1) in ("", ".", "!", "?") and q + 2 >= self.i1

    # production: appositive_lead  ("FP8 reaches 1.7 req/s, i.e. 1.7 times that of BF16", "312 tok/s (that is, 2.4x
    # higher than Y)"): a recap lead (vocabulary.RECAP_LEADS) right after "," or "(" that follows a single value, and
    # right before a ratio or a percent: inert, as the lead of a pair's summary is; the comparison after it is then
    # the value's appositive (binding appositive_ratio) and is read as it would be without the lead
    def m_appositive_lead(self, i: int) -> int:
        if i - 1 < self.i0 or self.w(i - 1) not in (",", "(") or not self.free(i):
            return 0
        lead = next((len(words) for words in RECAP_LEADS if self.seq(i, words)), 0)
        if not lead or not all(self.free(q) for q in range(i, i + lead)):
            return 0
        e = i - 1
        if e - 1 >= self.i0 and self.r.toks[e - 1].kind == "arm" and len(self.r.toks[e - 1].arms) == 1:
            # "150 ms on SGLang (that is, 4x lower than on vLLM)": the value's arm phrase between it and the lead
            e -= 2 if e - 2 >= self.i0 and self.w(e - 2) in ("for", "on", "with", "in", "at", "from") else 1
        value = next((c for c in self.cores if e <= max(c.i1, c.span_end) <= i - 1
                      and c.kind in ("rate", "duration") and not c.pair), None)
        if value is None:
            return 0
        j = i + lead
        if self.w(j) in ("a", "an"):
            j += 1
        k, rel, hedge, neg = self._prefix(j)
        num = self.number(j + k)
        if neg or num is None or self.w(j + k + num[2]) not in ("x", "\u00d7", "times", "fold", "%", "percent"):
            return 0
        q = j + k + num[2] + 1
        while q < self.i1 and self.w(q) not in (",", ";", ")") and self.r.toks[q].kind != "arm":
            q += 1
        if q >= self.i1 or self.r.toks[q].kind != "arm":
            return 0  # "2,600 tok/s, which is about 2x": of what? (no arm after the ratio: not read)
        self.take(i, i + lead, "inert")
        self.appos_leads[i + lead] = value
        return lead

    def _summary_arms(self, c: Core) -> tuple[str, str] | str:
        """(treatment, baseline) of a pair summary (production: pair_summary), or why not: the arms the pair's
        values were given, in the order its direction makes them agree with the two stated values -- from A to B
        (and "B, up from A"): from A to B only, and the direction must agree; "A vs B": the arm whose stated value
        the direction makes the treatment (a bare ratio: the larger over the smaller)."""
        c1, c2 = c.summary_of  # type: ignore[attr-defined]
        own = getattr(c, "summary_metric", None)
        if own is not None:
            family = (SPEED, "throughput", "token_throughput")
            same = own[0] == c.metric or own[0] in family and c.metric in family and SPEED in (own[0], c.metric)
            if not same or own[1] is not None and own[1] != c.statistic:
                return "it names another metric or statistic than its pair"
        arm1, arm2 = getattr(c1, "resolved_arm", None), getattr(c2, "resolved_arm", None)
        if not arm1 or not arm2 or arm1 == arm2:
            return "the pair of values it summarizes names no two arms"
        v1, v2 = c1.value * c1.scale, c2.value * c2.scale
        if v1 == v2:
            return "the two values it summarizes are equal"
        metric = c.metric if c.metric != SPEED else "throughput"
        hb = HIGHER_IS_BETTER.get(metric or "", UNDERIVED_HIGHER_IS_BETTER.get(metric or ""))
        if c.word in ("saving", "savings") and hb is not False:
            return "a saving is of a time or a cost, not of this metric"  # "a saving of 12%" of a throughput: which way?
        if c.sense in ("up", "down"):
            larger = c.sense == "up"
        elif c.sense in ("better", "worse") and hb is not None:
            larger = hb == (c.sense == "better")
        elif not c.sense and c.kind == "ratio":
            larger = c.value >= 1  # "(1.9x)": the larger over the smaller
        elif not c.sense and c.kind == "pct_change" and c2.joiner in ("to", "up from"):
            larger = None  # "from 938 ms to 503 ms (46%)": the change from A to B
        else:
            return "its direction is not clear"
        big, small = (c1, c2) if v1 > v2 else (c2, c1)
        if c.kind == "ratio" and not c.sense:
            treat = big if larger else small  # a magnitude, whichever way the pair went
        elif c2.joiner in ("to", "up from"):
            after, before = (c1, c2) if c1.role == "subject" else (c2, c1)
            up = after.value * after.scale > before.value * before.scale
            if larger is None:
                c.sense, larger = ("up" if up else "down"), up
            if larger != up:
                return "its direction does not agree with the change from the first value to the second"
            treat = after
        else:
            treat = big if larger else small
            subject = next((x for x in (c1, c2) if x.role == "subject"), None)
            subj = getattr(self, "subject", None)
            lead = [self.r.toks[k] for k in range(self.i0, c1.i0) if self.r.toks[k].kind == "arm"]
            named = None
            if subj and len(subj) == 1 and subj[0] not in ("?", "*"):
                # "SGLang's mean TTFT is 300 vs 600 ms for vLLM, so 2x lower": the value of the clause's subject arm
                named = next((x for x in (c1, c2) if getattr(x, "resolved_arm", None) == subj[0]), None)
            elif len(lead) == 1 and len(lead[0].arms) == 1:
                # (the subject phrase "SGLang's" before the pair: the arm named first, before both values)
                named = next((x for x in (c1, c2) if getattr(x, "resolved_arm", None) == lead[0].arms[0]), None)
            declared = self.r.roles[1] if self.r.roles else self.r.sole_baseline
            ends = [x for x in (c1, c2) if getattr(x, "resolved_arm", None) == declared]
            if c2.joiner == "and" and getattr(c, "recap", False) and named is None and declared and len(ends) == 1:
                # production: recap_lead -- "Median TPOT is 16.2 ms for the baseline and 8.9 ms for EAGLE, i.e. about
                # 45% lower": two values joined by "and" name no subject by their order; where one of them is the
                # declared baseline's, the restatement is said of the other (as bound_values reads it), whatever its
                # direction word: flipped ("i.e. 45% higher", "1.8x higher") it fits only the baseline: not read
                subject = c2 if ends[0] is c1 else c1
            elif subject is None:
                subject = named
            if c.sense and named is not None and treat is not named:
                # production: pair_summary -- "FP8 reached 3,900 tok/s against 4,400 for FP16, a gain of 12%" / ",
                # roughly 12% higher": an appositive summary's direction (a gain, a cost, a penalty, a saving, a
                # speedup, a comparative, a sign) is said of the arm the clause names as its subject, before both
                # values; one whose direction fits only the other value (FP16's gain over FP8) is not read, never bound
                # to that value (it was graded net-true). With no subject arm ("P99 TTFT: 938 ms (c32) vs 503 ms (c16),
                # a 46% improvement") the direction still picks the value it fits
                return "its direction is said of the sentence's subject, whose value it does not fit"
            if getattr(c, "recap", False) and c.sense and treat is not subject:
                # production: recap_lead -- "100 ms at c32 vs 40 ms at c8, i.e. 2.5x lower": a restatement says its
                # direction of the sentence's subject; one that fits only the other value (the reference) is not read
                return "its direction is said of the pair's second value, not of the sentence's subject"
        base = c2 if treat is c1 else c1
        over = getattr(c, "summary_over", None)
        if over is not None and getattr(base, "resolved_arm", None) != over:
            return "the baseline it names is not the pair's baseline"  # production: summary_baseline
        said_of = getattr(c, "summary_subject", None)
        if said_of is not None and getattr(treat, "resolved_arm", None) != said_of:
            # production: summary_subject -- "..., so vLLM is 25% lower" where the pair makes LMDeploy the lower
            return "the arm it is said of is not the one its direction makes the treatment"
        why = _recap_disagrees(c, treat, base)  # production: recap_consistency
        if why:
            return why
        return getattr(treat, "resolved_arm"), getattr(base, "resolved_arm")

    # production: paren_percent  ("fell from 500 ms to 200 ms (60%)", "7.33 req/s, up from 6.69 req/s (+10%)"): the
    # percent change of the pair's metric; unsigned, in the direction of the change word, signed, in its sign's
    def _paren_pct(self, k: int, sense: str, ref: Core) -> int:
        if self.w(k) != "(" or not self.free(k):
            return 0
        got = self.signed_percent(k + 1)
        if got is None or self.w(got[0] + 1) != ")":
            return 0
        pct, hedge, word, num = got
        if word:
            sense = "up" if word == "+" else "down"
        if not sense:
            return 0
        mates = [x for x in self.cores if x is not ref and ref.pair and x.pair == ref.pair]
        if not word and len(mates) == 1 and _share_of_pair(num.value, num.decimals, hedge, ref, mates[0]):
            return 0  # production: paren_percent_share (_share_of_pair)
        end = pct + 2
        c = Core("pct_change", k, end, value=num.value, decimals=num.decimals, hedge=hedge, sense=sense,
                 metric=ref.metric, statistic=ref.statistic, word=word)
        c.span_end = end
        c.implicit = True
        c.paren_ref = ref  # type: ignore[attr-defined]  # (production unnamed_change: the pair it restates)
        self.take(k, end)
        self.cores.append(c)
        return end - k

    def signed_percent(self, j: int) -> tuple[int, str, str, Token] | None:
        """A percent said as equal at ``j``, signed or not ("+10%", "about -8 percent", "60%"): (the index of its "%" /
        "percent", the hedge, the sign as written -- "+", "-", "\u2212", or "" -- and the number token), or None: a
        negation or a bound before it ("at least"), a sign apart from its number, a number of no value, no "%" /
        "percent" right after it (production paren_percent's value; production change_label's, change_labels.py)."""
        k, rel, hedge, neg = self._prefix(j)
        if neg or rel != "=":
            return None
        j += k
        t = self.tok(j)
        sign = ""
        if t is not None and t.kind == "punct" and t.text in ("+", "-", "\u2212") and self.free(j):
            sign = t.text
            j += 1
        num = self.tok(j)
        if num is None or num.kind != "num" or num.value is None or not self.free(j) or (sign and num.start != t.end) \
                or self.w(j + 1) not in ("%", "percent"):
            return None
        return j + 1, hedge, sign, num

    # production: request_counts  ("no requests failed", "zero errors", "every request succeeded", "48/48 requests
    # succeeded", "101 requests per arm", "a 100% success rate", "the c32 run"): claimcheck/claims/count_frames.py
    # production: success_verb  (count_frames: "every request succeeded", "all requests were successful")
    # production: success_tail  (count_frames.success_tail: "successfully", "without errors", "with no failures")
    # production: request_length  (count_frames.read_length: "each request generated 100 tokens", "128-token outputs")
    # production: article_length  (count_frames.read_length: "for an input of 35 tokens and an output of 250 tokens")
    # production: kilo_token_length  (count_frames.read_length: "on 8k-token prompts", "2K-token outputs")
    # production: count_unit  (count_frames.count_unit: "per arm", "in each arm", "in both arms", "per run", "in each run")
    # (count_frames.read also reads production: slo_violations -- "3 of the 16 requests violate the 40 ms TPOT SLO":
    # claimcheck/claims/slo_phrases.py read_violations; production: slo_violations_subset -- "60 of the 76 completed
    # c64 requests violate the 1000 ms TTFT SLO": the completed requests only, an arm of their own at most;
    # production: slo_threshold_count -- "60 of the 76 completed requests had a TTFT over 1000 ms": its violations)
    # production: paren_restated  (count_frames.all_done: "(12/12 both weeks)", "(16/16 ok on both)")
    # production: lost_of  (count_arms.served_of: "Option B lost 3 of 81 requests to timeouts")
    # production: count_other_arms  (count_arms.other_arms: "...; the other three policies completed all 81")
    def m_count_frame(self, i: int) -> int:
        return _read_counts(self, i) or _read_count_arms(self, i)

    # production: whole_run_time  ("vLLM finishes the 128 requests in 80 s", "vLLM needs 80 s to finish the 128
    # requests; SGLang needs 64 s"; production: sent_set -- "We sent the 40 prompts one at a time"), with production: whole_set (the arm's whole set of requests): claimcheck/claims/whole_run.py;
    # and production: counted_work ("The whole 24-request batch finished in 12 s with FP8", "All 16 requests done in 4 s
    # on X", "Running all 10 prompts back to back took 51 s": the counted whole set as the subject, whole_run.py; its
    # production: whole_run_label -- "Whole 10-prompt run: 45.7 s on the 4070, 73.1 s on the 3060": the colon for "took")
    def m_whole_run(self, i: int) -> int:
        return _read_whole_run(self, i)

    # production: natural_count  ("3 of the 48 requests failed", "none failed", "none of the 24 requests failed")
    def m_of_count(self, i: int) -> int:
        w = self.w(i)
        if not self.free(i):
            return 0
        if w == "none" and self.w(i + 1) in ("failed", "errored") and self.free(i + 1):
            c = Core("count", i, i + 2, value=Decimal(0), exact=True, count="failed")
            c.span_end = i + 2
            c.universal = True  # type: ignore[attr-defined]  # no request failed, in every arm not narrowed to one
            self.take(i, i + 2)
            self.cores.append(c)
            return 2
        t = self.tok(i)
        zero = w == "none"
        got = None if zero else self.number(i)  # "3 of the 48", "Three of the 48"
        if not zero and got is None:
            return 0
        j = i + 1
        if self.w(j) != "of" or not self.free(j):
            return 0
        j = self.skip_the(j + 1)
        if self.w(j) == "all" and self.free(j):
            j += 1
        n = self.tok(j)
        if n is None or n.kind != "num" or n.value is None or not self.free(j):
            return 0
        noun = self.w(j + 1)
        if noun not in ("requests", "tasks", "prompts", "jobs") or not self.free(j + 1):
            return 0
        verb = self.w(j + 2)
        metric = {"failed": "failed", "errored": "failed", "completed": "completed", "succeeded": "completed",
                  "finished": "completed"}.get(verb)
        if metric is None or not self.free(j + 2):
            return 0
        if noun == "jobs":
            metric = {"failed": "failed", "completed": "scheduled"}[metric] if metric == "completed" else "failed"
        end = j + 3
        c1 = Core("count", i, end, value=Decimal(0) if zero else got[0], exact=True, count=metric)
        c2 = Core("count", i, end, value=n.value, exact=True, count="jobs" if noun == "jobs" else "requests")
        c1.span_end = c2.span_end = end
        c1.whole = c2.whole = True  # type: ignore[attr-defined]  # "3 of the 48 requests": per arm or of all
        self.take(i, end)
        self.cores += [c1, c2]
        return end - i

    # production: throughput_line  ("Throughput: 24.32 requests/s, 12453.04 tokens/s": vLLM's benchmark_throughput)
    def m_throughput_line(self, i: int) -> int:
        """vLLM's ``benchmark_throughput`` line: its ``tokens/s`` is (prompt + output) tokens per
        second (``total_num_tokens / elapsed_time``, vocabulary.THROUGHPUT_LINE_TOKENS), never
        output tokens alone. Only the whole two-value line is this frame; "Throughput: 24.32
        requests/s" alone, or a line naming "output" / "total" tokens, is read as usual."""
        if self.w(i) != "throughput" or not self.free(i) or self.w(i + 1) != ":" or not self.free(i + 1):
            return 0
        t1 = self.tok(i + 2)
        r1 = self.phrase(i + 3, RATE_UNITS)
        if t1 is None or t1.kind != "num" or t1.value is None or not self.free(i + 2) or not r1 \
                or r1[1] != "throughput":
            return 0
        k = i + 3 + r1[0]
        t2 = self.tok(k + 1)
        r2 = self.phrase(k + 2, RATE_UNITS)
        if self.w(k) != "," or t2 is None or t2.kind != "num" or t2.value is None or not self.free(k + 1) \
                or not r2 or tuple(self.w(k + 2 + x) for x in range(r2[0])) not in THROUGHPUT_LINE_TOKENS:
            return 0
        n1 = self._value(i, k, "rate", t1.value, t1.decimals, "=", "", metric="throughput")
        if not n1 or i + n1 != k:  # an arm named inside the line: not this frame's shape
            return n1
        return k + 1 - i + self._value(k + 1, k + 2 + r2[0], "rate", t2.value, t2.decimals, "=", "",
                                       metric="total_token_throughput")

    # production: bench_label  ("Successful requests: 128", "Failed requests: 0", "Maximum request concurrency: 16")
    def m_bench_label(self, i: int) -> int:
        got = self.phrase(i, _BENCH)
        if not got:
            return self._concurrency_label(i)
        n, (kind, key, stat) = got
        k = i + n
        if self.w(k) != ":" or not self.free(k):
            return 0
        v = self.tok(k + 1)
        if v is None or v.kind != "num" or v.value is None or not self.free(k + 1) or v.decimals:
            return 0
        end = k + 2
        got = _count_frames.label_fraction(self, i, k + 1, kind, key, stat)
        if got:
            return got
        if kind == "setting":
            self.r.facts.append(ContextFact(kind="setting", key=key, value=float(v.value),
                                            span=_span(self.r.text, self.r.toks, i, end), source=self.r.source))
            self.take(i, end)
            return end - i
        c = Core("count", i, end, value=v.value, exact=True, count=key, statistic=stat)
        return self._push_label_value(c, i, end)

    def _push_label_value(self, c: Core, i: int, end: int) -> int:
        """A label's value core ending at ``end``, with the arm right after it (if any) as its own: taken, kept; its
        length from ``i``."""
        c.span_end = end
        a = self.arm_at(end)
        if a is not None:
            c.arm, c.arm_amb = a.arm, a.arms
            self.r.used[end] = "arm"
            c.span_end = end + 1
        self.take(i, end)
        self.cores.append(c)
        return c.span_end - i

    # production: concurrency_label  ("Concurrency: 1.00", "Mean concurrency: 12.4"): SGLang bench_serving's measured
    # concurrency, sum of end-to-end latencies / wall, which keeps its other meaning, the concurrency setting
    # (claimcheck/claims/concurrency_label.py)
    def _concurrency_label(self, i: int) -> int:
        if i != self.i0 or self.r.toks[i].kind == "arm":
            return 0
        got = self.phrase(i, _CONCURRENCY_LABELS)
        if not got:
            return 0
        k = i + got[0]
        if self.w(k) != ":" or not all(self.free(x) for x in range(i, k + 1)):
            return 0
        hedge, q = "", k + 1
        if self.free(q) and self.w(q) in HEDGES:
            hedge, q = HEDGES[self.w(q)], q + 1
        v = self.tok(q)
        if v is None or v.kind != "num" or v.value is None or not self.free(q) or v.value < 0:
            return 0
        end = q + 1
        if self.tok(end) is not None and self.tok(end).kind not in ("punct", "arm") or self.unit_at(end) is not None:
            return 0  # "Concurrency: 16 requests", "Concurrency: 16 (req/s ...)": not this label's value
        c = Core("count", i, end, value=v.value, decimals=v.decimals, exact=False, count="mean_concurrency",
                 statistic=None, hedge=hedge)
        c.measured = True  # type: ignore[attr-defined]  # a measured mean: the stated precision, not an exact count
        return self._push_label_value(c, i, end)

    # production: label  ("Mean TTFT (ms): 38.6", "Request throughput (req/s): 4.10")
    def m_label(self, i: int) -> int:
        j = i
        st = self.phrase(j, STAT_PHRASES) if not self._metric_first(i) else None
        if st:
            j += st[0]
        m = self.metric_phrase(j)
        if not m:
            return 0
        j += m[0]
        if st is None:
            st = self.phrase(j, STAT_PHRASES)
            if st:
                j += st[0]
        if self.w(j) != "(" or not self.free(j):
            return 0
        u = self.unit_at(j + 1)
        if u is not None and u[1] == "duration" and m[1] in ("tpot", "itl"):
            pt = self._per_token_at(j + 1 + u[0])  # "Mean TPOT (ms/token): 38.6": per_token, of TPOT / ITL only
            if pt:
                u = (u[0] + pt, *u[1:])
        gpu = 0
        if u is not None and u[1] == "rate" and (m[1] in _per_gpu.OF_METRIC or m[1] == SPEED):
            # production: per_gpu_metric -- "Output throughput (tok/s/GPU): 2,500": the label's rate per GPU
            gpu = next((len(w) for w in PER_GPU_TAILS if self.seq(j + 1 + u[0], w)
                        and all(self.free(j + 1 + u[0] + x) for x in range(len(w)))), 0)
            u = (u[0] + gpu, *u[1:])
        if u is None or self.w(j + 1 + u[0]) != ")" or self.w(j + 2 + u[0]) != ":":
            return 0
        k = j + 3 + u[0]
        hedge = ""
        if self.free(k) and self.w(k) in HEDGES:  # "Mean TTFT (ms): ~200": the hedge widens the interval
            hedge, k = HEDGES[self.w(k)], k + 1
        v = self.tok(k)
        if v is None or v.kind != "num" or v.value is None or not self.free(k):
            return 0
        kind, metric = u[1], (m[1] if m[1] in NAMED_RATE_METRICS else u[2] or m[1])
        if u[2] is not None and m[1] not in (SPEED, u[2]) and NAMED_RATE_METRICS.get(m[1]) != u[2]:
            return 0  # "TTFT (req/s)": a unit that is not the metric's
        c = Core(kind, i, k + 1, value=v.value, decimals=v.decimals, metric=metric, scale=u[3],
                 statistic=st[1] if st else None, hedge=hedge)
        c.span_end = k + 1
        if gpu:
            c.per_gpu = True  # type: ignore[attr-defined]  # production: per_gpu_metric (claimcheck/claims/per_gpu.py)
        a = self.arm_at(k + 1)
        if a is not None:
            c.arm, c.arm_amb = a.arm, a.arms
            self.r.used[k + 1] = "arm"
            c.span_end = k + 2
        else:
            # production: pair_arms -- "Request throughput (req/s): 2.5 (SGLang) vs 2.0 (vLLM)", "Mean TTFT (ms): 97 at
            # concurrency 16 vs 277 at concurrency 32": each value of the label the arm named right after it (both)
            second = self._label_pair(k + 1, c) or self._label_arrow(k + 1, c)
            if second is not None and gpu:
                second.per_gpu = True  # type: ignore[attr-defined]  # the label's rate per GPU, both values
            if second is not None:
                self.take(i, k + 1)
                self.cores += [c, second]
                return second.span_end - i
        self.take(i, k + 1)
        self.cores.append(c)
        return c.span_end - i

    # production: label_arrow  ("Output tok/s: 1,200 -> 1,900", "Request throughput: 2.1 → 3.0 (+43%)")
    def m_label_arrow(self, i: int) -> int:
        """A rate metric with one unit (a unit written as the label, "Output tok/s", "Req/s", or a throughput named by
        its unit's kind, "Request throughput", "Output throughput") at the clause's start, its colon, then an arrow
        pair of bare numbers: before, then after, in the label's unit (as "req/s went 5 → 8" reads, pair_unit_carried:
        within a factor of 10, nothing after the second value that could be its own unit); naming no arm, the declared
        pair's baseline then treatment. The bare "Throughput:" (requests or tokens?) and a duration are not read."""
        copula, gap = self.w(i) in CHANGE_COPULAS, False
        if not (self.w(i) == ":" or copula) or not self.free(i):
            return 0
        lead = self.items[-1] if self.items and self.items[-1].kind == "metric" and self.items[-1].i1 == i else None
        if copula and lead is None and self.items and self.items[-1].kind == "metric":
            # production: unit_copula_value -- "Req/s at c32 is 9.6": the label's arm phrase, read by its binder,
            # between the rate label and its copula
            m = self.items[-1]
            if self._prep_arm_gap(m.i1) == i:
                lead, gap = m, True
        if lead is None or lead.metric not in ("throughput", "token_throughput", "total_token_throughput") \
                or lead.statistic is not None or not all(self.r.used[k] or self.w(k) in INERT_WORDS
                                                         for k in range(self.i0, lead.i0)):
            return 0
        k = i + 2 if self.w(i + 1) in HEDGES and self.free(i + 1) else i + 1  # "Output tok/s: ~1,200 -> ~1,900"
        t = self.tok(k)
        if t is None or t.kind != "num" or not self.free(k) or self.unit_at(k + 1) is not None:
            return 0
        before = len(self.cores)
        n = self.m_pair(i + 1, lead.metric)
        new = self.cores[before:]
        if not n:
            return self._label_unit_value(i, k, t, lead.metric)
        if len(new) == 2 and new[0].joiner in _VS_JOINERS and gap and not any(x.arm or x.arm_amb for x in new):
            # "Req/s at c32 is 9.6 vs 1.5 at c1": the label's arm the first value's, the arm after the second its own
            ga, a2 = self.r.toks[lead.i1 + 1], self._pair_arm(max(new[1].i1, new[1].span_end))
            if a2 is not None and len(a2[0].arms) == 1 and a2[0].arm != ga.arm:
                new[0].arm, new[0].arm_amb = ga.arm, ga.arms
                new[1].arm, new[1].arm_amb = a2[0].arm, a2[0].arms
                self.take(max(new[1].i1, new[1].span_end), a2[1])
                new[1].span_end = a2[1]
                self.r.used[a2[0].i] = "arm"
        if len(new) == 2 and new[0].joiner in _VS_JOINERS and (new[1].arm or new[1].arm_amb) and (
                new[0].arm or gap) and not (new[0].arm and new[0].arm == new[1].arm):
            # production: unit_copula_value -- "total tok/s at c32 is 4808 (vs 751 at c1)", "Req/s was 9.6 at c32 vs
            # 1.5 at c1": a versus pair in the label's unit, its second value naming its own arm (pair_arms)
            self.take(i, i + 1)
            return n + 1
        if len(new) != 2 or new[0].joiner != "to" or self.r.toks[new[1].i0].text not in (
                "\u2192", "\u27f6", "-", "=") or any(x.arm or x.arm_amb for x in new):
            return self._undo(before, 0)
        self.take(i, i + 1)
        return n + 1

    def _prep_arm_gap(self, a: int) -> int:
        """(production unit_copula_value) The end of "at c32" / "on SGLang" / "with FP8" at ``a``: a preposition and one
        arm, both free, right before a copula; else 0."""
        t = self.tok(a + 1)
        if self.w(a) in ("at", "on", "with", "for", "using", "under") and self.free(a) and t is not None \
                and t.kind == "arm" and len(t.arms) == 1 and self.r.used[a + 1] in ("", "arm") \
                and self.w(a + 2) in CHANGE_COPULAS:
            return a + 2
        return 0

    def _label_unit_value(self, i: int, k: int, t: Token, metric: str) -> int:
        """Production: label_arrow -- one bare value after a rate label's colon ("Output tok/s: 1,900 with SGLang",
        "Req/s: 2.5 on SGLang", "Output tok/s: 250 (was 100)"): the value in the label's unit, where it ends its phrase
        (the clause's end, punctuation, a parenthesis or an arm named after a preposition), a hedge before it widening
        it. Anything else after it ("Req/s: 2 of 3 runs") leaves the label to the other constructs."""
        if t.value is None or self.w(i + 1) in HEDGES and k == i + 1:
            return 0
        e = k + 1
        if not (e >= self.i1 or self.w(e) in (",", ";", ".", "(", ")", "!") and self.free(e)
                or self.arm_at(e) is not None or self._pair_arm(e) is not None):
            return 0
        hedge = HEDGES[self.w(i + 1)] if k == i + 2 else ""
        c = Core("rate", k - bool(hedge), e, value=t.value, decimals=t.decimals, metric=metric, scale=Decimal(1),
                 hedge=hedge)
        c.span_end = e
        self.take(i, e)
        self.cores.append(c)
        return e - i

    def _label_arrow(self, k: int, c: Core) -> Core | None:
        """Production: label -- "Mean TPOT (ms): 12.1 -> 11.0", "Output token throughput (tok/s): 1450 → 1620" (a
        benchmark's label line as a pull request diffs it): before, then after, as an arrow pair naming no arm."""
        q = k + _pair_frames.arrow_at(self, k)
        v = self.tok(q)
        if q == k or v is None or v.kind != "num" or v.value is None or not self.free(q) \
                or not (q + 1 >= self.i1 or self.w(q + 1) in (",", ".", ";", "(", ")")):
            return None
        pid = len(self.cores) + 1000 * (self.i0 + 1)
        c2 = Core(c.kind, k, q + 1, value=v.value, decimals=v.decimals, metric=c.metric, scale=c.scale,
                  statistic=c.statistic, hedge=c.hedge, pair=pid, joiner="to", role="subject")
        c.pair, c.joiner, c.role = pid, "to", "baseline"
        c.partner, c2.partner = c2, c  # type: ignore[attr-defined]
        c2.span_end = q + 1
        self.take(k, q + 1)
        return c2

    def _label_pair(self, k: int, c: Core) -> Core | None:
        a1 = self._pair_arm(k)
        if a1 is None or len(a1[0].arms) != 1:
            return None
        q = a1[1]
        for words in (("vs", "."), ("vs",), ("versus",), ("and",)):
            if self.seq(q, words):
                q += len(words)
                break
        else:
            return None
        v = self.tok(q)
        if v is None or v.kind != "num" or v.value is None or not self.free(q):
            return None
        a2 = self._pair_arm(q + 1)
        if a2 is None or len(a2[0].arms) != 1 or a2[0].arm == a1[0].arm:
            return None
        pid = len(self.cores) + 1000 * (self.i0 + 1)
        c2 = Core(c.kind, a1[1], a2[1], value=v.value, decimals=v.decimals, metric=c.metric, scale=c.scale,
                  statistic=c.statistic, hedge=c.hedge, pair=pid, joiner="vs", role="baseline")
        c.pair, c.joiner, c.role = pid, "vs", "subject"
        c.partner, c2.partner = c2, c  # type: ignore[attr-defined]
        for x, (t, e) in ((c, a1), (c2, a2)):
            x.arm, x.arm_amb = t.arm, t.arms
            x.span_end = e
        self.take(k, a2[1])
        self.r.used[a1[0].i] = self.r.used[a2[0].i] = "arm"
        return c2

    # production: change_noun  ("a reduction of approximately 47%", "reductions of 30-50%", "a speedup of 5.8x over X",
    # "speedups ranging from 2x to 3x over X": a range only)
    def m_change_noun(self, i: int) -> int:
        j = i
        if self.w(j) in ("a", "an") and self.free(j):
            j += 1
        w = self.w(j)
        if w == "speed" and self.w(j + 1) == "up" and self.free(j) and self.free(j + 1):
            w, j = "speed-up", j + 1  # "a speed-up of 2x": the hyphen is dropped by the lexer
        # "ranging from" in place of "of" takes a range only ("speedups ranging from 2x to 3x over X")
        ranging = self.seq(j + 1, ("ranging", "from")) and self.free(j + 1) and self.free(j + 2)
        # "an increase in throughput of 50%", "a reduction in mean TTFT of 2x": the metric between the noun and its
        # "of" is left for the metric construct, which binds it as it binds "a throughput increase of 50%"
        gap = self._in_metric_gap(j + 1)
        if gap and not ranging and self.w(j + 1 + gap) == "of" and self.free(j + 1 + gap):
            skip = (j + 1, j + 1 + gap)
            j += gap
        else:
            skip = None
        # "speedups up to 2.8x over X", "a speedup as much as 3x": "up to" / "as much as" right after the noun is its
        # "of up to" (production: up_to); no other relation ("a speedup over 3x": over is a binder)
        bare = not ranging and (self.seq(j + 1, ("up", "to")) or self.seq(j + 1, ("as", "much", "as"))
                                or self.seq(j + 1, ("as", "high", "as")))
        if w not in CHANGE_NOUNS or not self.free(j) or not (ranging or bare or self.w(j + 1) == "of" and self.free(j + 1)):
            return 0
        sense = CHANGE_NOUNS[w]
        k = j + 1 + (not bare) + ranging
        k2, rel, hedge, neg = self._prefix(k)
        if neg or (ranging and (k2 or rel != "=")):
            return 0
        q = k + k2
        got = self.range_or_number(q, rel, ranging)
        if got is None:
            return 0
        rng, v, d, n = got
        u = self.w(n)
        if not rng and u not in ("%", "percent", "x", "×", "times", "fold") and w in AMOUNT_NOUNS:
            # production: amount_of -- "an improvement of 90 ms in mean TTFT", "a reduction in mean TTFT of 90 ms":
            # the noun's difference of the clause's metric (claimcheck/claims/amounts.py)
            got = _amounts.noun_of_amount(self, i, q, w, rel, hedge)
            if got and skip:
                for x in range(*skip):
                    self.r.used[x] = ""
                self.r.used[skip[0]] = "read"  # "in"
                return skip[0] + 1 - i
            return got
        if u in ("%", "percent") and self.free(n):
            # "speedups of 5-20% over X", "speedups ranging from 8% to 20%": the plural (and "speed-up") is the speed
            # word "speedup", as in a ratio below (the speed word's second meaning, the time's change, goes with it)
            word = {"speedups": "speedup", "speed-up": "speedup", "slowdowns": "slowdown"}.get(w, w)
            c = Core("pct_change", i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=sense, word=word)
        elif u in ("x", "×", "times", "fold") and self.free(n) and sense in ("better", "worse", "up", "down"):
            # "a speedup of 2x", and "a throughput increase of 3x", "a reduction of 2x in TTFT" as "a 3x throughput
            # increase", "a 2x reduction in TTFT" read (the value's direction: 3x the throughput, half the TTFT)
            # "speedups of up to 2.8x": the plural (and "speed-up") is the speed word "speedup"
            word = {"speedups": "speedup", "speed-up": "speedup", "slowdowns": "slowdown"}.get(w, w)
            c = Core("ratio", i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=sense, word=word)
        else:
            return 0
        if rng:
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
        e2e = _end_to_end.after_speed_word(self, n + 1) if c.kind == "ratio" and c.word in ("speedup", "slowdown") \
            and not skip else 0
        if e2e:
            # production: end_to_end_speed -- "a speedup of 1.9x end to end" (claimcheck/claims/end_to_end.py)
            c.metric = _end_to_end.METRIC
            n += e2e
        c.span_end = n + 1
        c.implicit = True
        self.take(i, n + 1)
        if skip:
            for q in range(*skip):
                self.r.used[q] = ""
            self.r.used[skip[0]] = "read"  # "in"
        self.cores.append(c)
        return (skip[0] + 1 - i) if skip else n + 1 - i

    def _in_metric_gap(self, k: int, preps: frozenset[str] = frozenset({"in"})) -> int:
        """``in [STAT] METRIC [STAT]`` at ``k`` (or another of ``preps``): its length (0: none)."""
        if self.w(k) not in preps or not self.free(k):
            return 0
        n = self._metric_gap_at(k + 1)
        return n + 1 if n else 0

    def _metric_gap_at(self, k: int) -> int:
        """``[STAT] METRIC [STAT]`` at ``k``: its length (0: none; never the generic "performance")."""
        j = k
        s = self.phrase(j, STAT_PHRASES) if not self._metric_first(j) else None
        if s:
            j += s[0]
        m = self.metric_named(j)
        if not m or m[1] == PERFORMANCE:
            return 0
        j += m[0]
        s = self.phrase(j, STAT_PHRASES)
        if s:
            j += s[0]
        return j - k

    def _undo(self, before: int, ret: int) -> int:
        for c in self.cores[before:]:
            for q in range(c.i0, max(c.i1, c.span_end)):
                if self.r.toks[q].kind != "arm":
                    self.r.used[q] = ""
        del self.cores[before:]
        return ret

    # production: rate_object  ("completed requests 2.4x faster than X", "processed tasks 30% faster")
    def m_rate_object(self, i: int) -> int:
        kind = next((len(ws) for ws in TOKEN_KIND_PHRASES if self.w(i) == "tokens" and i - len(ws) > self.i0
                     and self.seq(i - len(ws), ws) and all(self.free(x) for x in range(i - len(ws), i))
                     and self.w(i - len(ws) - 1) in TOKEN_OUTPUT_VERBS), 0)
        tokens = self.w(i) == "tokens" and i > self.i0 and self.w(i - 1 - kind) in TOKEN_OUTPUT_VERBS
        if not tokens and (self.w(i) not in ("requests", "tasks", "prompts", "jobs", "queries") or not self.free(i)
                           or i == self.i0 or self.w(i - 1) not in ("completed", "processed", "served", "finished",
                                                                    "handled", "answered", "serves", "processes",
                                                                    "handles")):
            return 0
        if self.w(i + 1) == "at" and self.free(i + 1) and (got := self._at_rate_of(i, tokens)):
            if kind:
                self.take(i - kind, i)  # "generates output tokens at 2x the rate of X"
                self.cores[-1].i0 = i - kind
            return got
        before = len(self.cores)
        n = self.m_quantity(i + 1)
        if not n or len(self.cores) != before + 1 or self.cores[-1].kind not in ("ratio", "pct_change") \
                or self.cores[-1].word not in SPEED_WORDS or self.cores[-1].metric is not None:
            return self._undo(before, 0)
        c = self.cores[-1]
        c.metric = SPEED  # the rate at which the requests completed: throughput (compat-batch: token steps/s)
        if tokens:
            c.metric = "token_throughput"  # "generates tokens 2.4x faster than X": the output token rate
            per = _token_speed.per_request(self, c)
            if per:
                # production: per_request_token_speed -- "generates tokens 20% faster per request": each request's
                # own token rate (claimcheck/claims/token_speed.py)
                end = max(c.i1, c.span_end)
                c.metric = _token_speed.PER_USER
                self.take(end, end + per)
                c.span_end = end + per
                n = max(n, end + per - i - 1)
        c.i0 = i - kind
        self.take(i - kind, i + 1)
        return n + 1

    def _at_rate_of(self, i: int, tokens: bool) -> int:
        """Production: at_rate_of -- "generates tokens at 2.5x the rate of vLLM", "serves requests at twice the pace of
        TGI", "processes requests at ~1.5 times the speed of X": the object's rate (output tokens: the output token
        throughput; requests: the throughput) as a ratio over the arm after "of" (RATE_OF_NOUNS). Tokens read from the
        object noun ``i``; 0 where anything else follows "at"."""
        k = i + 2
        hedge = ""
        if self.w(k) in HEDGES and self.free(k):
            hedge, k = HEDGES[self.w(k)], k + 1
        if self.w(k) in MULT_WORDS and self.free(k):
            val, dec, k = MULT_WORDS[self.w(k)], 0, k + 1
        else:
            num = self.number(k)
            if num is None or self.w(k + 1) not in ("x", "\u00d7", "times") or not self.free(k + 1):
                return 0
            val, dec, k = num[0], num[1], k + 2
        if not (self.w(k) == "the" and self.w(k + 1) in RATE_OF_NOUNS and self.w(k + 2) == "of"
                and all(self.free(x) for x in range(k, k + 3))):
            return 0
        a_i = self.skip_the(k + 3)
        a = self.arm_at(a_i)
        if a is None:
            return 0
        c = Core("ratio", i, k, value=val, decimals=dec, hedge=hedge, metric="token_throughput" if tokens else SPEED)
        end = a_i + 1
        c.baseline, c.baseline_amb = a.arm, a.arms
        c.span_end = end
        self.take(i, a_i)
        self.r.used[a_i] = "arm"
        self.cores.append(c)
        return end - i

    # production: never_failed  ("never failed", "never failed a request")
    def m_never_failed(self, i: int) -> int:
        if not (self.seq(i, ("never", "failed")) or self.seq(i, ("never", "dropped"))):
            return 0
        # a metric right before says its value never fell ("Mean TTFT never dropped from 500 ms to 200 ms"): a
        # negated change, not a failed count -- left unread (it graded net-true as "no request failed")
        if any(it.kind == "metric" and it.i1 == i for it in self.items):
            return 0
        end = i + 2
        if self.w(end) in ("a", "any") and self.w(end + 1) in ("request", "requests", "task", "tasks", "job", "jobs"):
            end += 2
        elif self.w(end) in ("from", "to", "by", "below", "under", "over", "above", "beneath"):
            return 0  # "never dropped from / to / by / below ...": a value's move, not a request lost
        c = Core("count", i, end, value=Decimal(0), exact=True, count="failed")
        c.span_end = end
        c.universal = True  # type: ignore[attr-defined]
        self.take(i, end)
        self.cores.append(c)
        return end - i

    # production: signed_percent  ("+9.4%", "-12%": a change of the clause's metric)
    def m_signed(self, i: int) -> int:
        if self.w(i) in ("up", "down"):
            return self._apposed_change(i)
        t = self.tok(i)
        if t is None or t.kind != "punct" or t.text not in ("+", "-", "\u2212") or not self.free(i):
            return 0
        n = self.tok(i + 1)
        u = self.unit_at(i + 2) if n is not None and n.kind == "num" and n.value is not None and n.start == t.end \
            and self.w(i - 1) == "(" and self.free(i - 1) else None
        if u is not None and u[1] in ("duration", "rate") and (u[1] == "duration" or u[2] is not None) \
                and self.w(i + 2 + u[0]) == ")" and self.free(i + 2 + u[0]):
            # production: signed_amount -- "TTFT rose from 400 ms to 460 ms (+60 ms)", "TTFT is slightly higher with AWQ
            # (+16 ms)", "TPOT 12.1 -> 11.0 ms (-1.1 ms)": a signed amount alone in parentheses is the difference
            # treatment - baseline of the clause's metric (as "+9.4%" is its percent change); a sign is needed
            d = self._push_difference(i - 1, i + 3 + u[0], n.value, n.decimals, "=", "", "up" if t.text == "+" else "down",
                                      None, None, u[3])
            d.rate_metric = u[2] if u[1] == "rate" else None  # type: ignore[attr-defined]
            d.word = t.text
            return 3 + u[0]
        if n is None or n.kind != "num" or n.value is None or n.start != t.end or self.w(i + 2) != "%":
            return _amounts.signed(self, i)  # production: signed_amount -- "TTFT: +16 ms", "worse with X (+16 ms)"
        if i > self.i0 and self.r.toks[i - 1].end == t.start and self.r.toks[i - 1].kind != "punct":
            return 0  # "3-5%": a range, not a sign
        c = Core("pct_change", i, i + 3, value=n.value, decimals=n.decimals, sense="up" if t.text == "+" else "down",
                 word=t.text)
        c.span_end = i + 3
        c.implicit = True
        u = self.phrase(i + 3, RATE_UNITS) if all(self.free(i + 3 + k) for k in range(2)) else None
        if u is not None and all(self.free(i + 3 + k) for k in range(u[0])):
            # production: signed_rate -- "+50% req/s", "-20% tok/s": the rate unit's metric changed by that percent
            # (as "50% more requests per second")
            c.metric = u[1]
            c.span_end = c.i1 = i + 3 + u[0]
            self.take(i, c.span_end)
            self.cores.append(c)
            return c.span_end - i
        self.take(i, i + 3)
        self.cores.append(c)
        return 3

    def _apposed_change(self, i: int) -> int:
        """production: apposed_change -- "Mean TTFT is 32 ms with FP8, down 68% vs BF16", "(up ~43% from BF16's 1.0
        req/s)": a direction particle, a hedge or nothing and a percent, right after "," or "(" that follow a value the
        clause read, is that value's percent change in the particle's direction (as "-68%" / "+43%" there); never "up
        to" (a bound), never after a negation."""
        w = self.w(i)
        if not self.free(i) or self.w(i - 1) not in (",", "(") or not self.free(i - 1) or not self.cores:
            return 0
        last = self.cores[-1]
        if last.kind not in ("duration", "rate") or not (last.span_end == i - 1 or last.i1 == i - 1):
            return 0
        k, rel, hedge, neg = self._prefix(i + 1)
        if neg or rel != "=" or (w == "up" and self.w(i + 1) == "to"):
            return 0
        q = i + 1 + k
        t = self.tok(q)
        if t is None or t.kind != "num" or t.value is None or not self.free(q) or self.w(q + 1) not in ("%", "percent") \
                or not self.free(q + 1):
            return 0
        c = Core("pct_change", i, q + 2, value=t.value, decimals=t.decimals, hedge=hedge, sense=w, word=w)
        c.span_end = q + 2
        c.implicit = True
        self.take(i, q + 2)
        self.cores.append(c)
        return q + 2 - i

    # production: change_to_from  ("p99 TTFT drops to 150 ms from 200 ms", "throughput rose to 6.5 req/s from 5.0
    # req/s"): the after value, then the before value, each with its unit (or the second with the first's): a from-to
    # pair in the other order (the before value the baseline's, the after value the subject's), its direction checked
    # against the verb's as for "from A to B"
    def _change_to_from(self, i: int, j: int, sense: str) -> int:
        k, rel, hedge, neg = self._prefix(j + 1)
        q1 = j + 1 + k
        t1 = self.tok(q1)
        if neg or rel != "=" or t1 is None or t1.kind != "num" or t1.value is None or not self.free(q1):
            return 0
        u1 = self.unit_at(q1 + 1)
        p = q1 + 1 + (u1[0] if u1 else 0)
        a1 = self._pair_arm(p) if u1 else None  # production: pair_arms -- "drops to 100 ms on SGLang from 150 ms on vLLM"
        p1 = p
        if a1 is not None:
            p = a1[1]
        particle = False
        if self.w(p) == "," and self.w(p + 1) in ("down", "up") and self.w(p + 2) == "from" \
                and all(self.free(x) for x in (p, p + 1)) and self.w(p + 1) == sense:
            # "lowers median TTFT to 160 ms, down from 410 ms", "rises to 6 req/s on four GPUs, up from 2 req/s on one
            # GPU": the particle repeats the verb's direction
            p += 2
            particle = True
        comma = False
        if not particle and _pair_frames.comma_from(self, p) != p:
            p, comma = p + 1, True  # production: comma_from -- "drops to 5 ms, from 6 ms"
        paren = not particle and not comma and a1 is None and _pair_frames.paren_from(self, p, sense) != p
        before = False
        labelled = False
        if not particle and not comma and a1 is not None and self.w(p) == "(" and self.free(p):
            # production: paren_arm_label -- "P99 ITL lowered to 20.3 ms in v0.4.0 (v0.3.6: 26.0 ms)" (the label pass
            # reads "(ARM: V)" as "(V with ARM)"), "dropped to 100 ms on X (200 ms on Y)": the after value names its
            # arm, the before value its own, alone in parentheses
            labelled = True
        if paren:
            p = _pair_frames.paren_from(self, p, sense)  # production: paren_from -- "down to 80 ms (from 250 ms)"
        elif not particle and not comma and a1 is None and _pair_frames.paren_before(self, p) is not None:
            # production: paren_before -- "dropped to 80 ms (vs 120 ms before)", "(120 ms before)": "before" required
            # (production: before_tail)
            p, paren, before = _pair_frames.paren_before(self, p), True, True
        if not (self.w(p) == "from" or paren and self.w(p) in WAS_WORDS or before or labelled) \
                or not self.free(p):
            return 0
        k2, rel2, hedge2, neg2 = self._prefix(p + 1)
        q2 = p + 1 + k2
        t2 = self.tok(q2)
        if neg2 or rel2 != "=" or t2 is None or t2.kind != "num" or t2.value is None or not self.free(q2):
            return 0
        u2 = self.unit_at(q2 + 1)
        if u1 is None:
            u1 = u2  # "rose to 6.5 from 5.0 req/s": the second value's unit is both
        if u1 is None or u1[1] not in ("rate", "duration"):
            return 0
        if u2 is not None and (u2[1], u2[2]) != (u1[1], u1[2]):
            return 0
        if u2 is not None and u2[3] != u1[3] and u1[1] != "duration":
            return 0
        end = q2 + 1 + (u2[0] if u2 else 0)
        if paren:
            tail = _pair_frames.before_tail(self, end)  # "(from 120 ms before the change)": the before value's own word
            if before and tail == end:
                return 0  # "(vs 120 ms)", "(120 ms)": another arm's value, or the before value? not read
            if tail != end:
                self.take(end, tail, "inert")
                end = tail
            if self.w(end) != ")" or not self.free(end) or self.arm_at(end + 1) is not None \
                    or self._pair_arm(end + 1) is not None:
                return 0  # anything but ")" after the before value, or an arm after it (whose? the cause?): not read
            end += 1
        if labelled:
            a2 = self._pair_arm(end) if u2 is not None else None
            if a2 is None or self.w(a2[1]) != ")" or not self.free(a2[1]):
                return 0  # the before value and its arm alone in the parentheses
            a2 = (a2[0], a2[1] + 1)
        else:
            a2 = self._pair_arm(end) if a1 is not None and u2 is not None else None
        if a1 is not None and (a2 is None or a1[0].arm is None or a2[0].arm is None or a1[0].arm == a2[0].arm):
            return 0  # each value names its arm, or neither does
        if a2 is not None:
            end = a2[1]
        trail, before_arm, cause = None, False, False
        if a1 is None and u2 is not None and not paren:
            # production: up_from_arm_after -- an arm named only right after the before value: "rises to 6 req/s, up
            # from 2 req/s on one GPU" (comma, then the particle) names the before value's arm, and in a witness of
            # two arms the after value is the other's; with no particle an arm after "with" / "using" is the cause,
            # the after value's ("rose to 6.5 from 5.0 req/s with SGLang", read as before), and any other ("climbs to
            # 6 req/s from 2 req/s on one GPU", "... for c1") may be either value's (the origin or the place of the
            # change): not read (it was made the after value's arm: false on an honest sentence)
            trail = self._pair_arm(end)
            if trail is None and self.arm_at(end) is not None:
                trail = (self.arm_at(end), end + 1)
            before_arm = trail is not None and _pair_frames.from_arm_after(self, i, trail)
            if trail is not None and comma and not before_arm:
                return 0  # "drops to 5 ms, from 6 ms with vLLM": the before value's arm or the cause? not read
            if trail is not None and not particle and not before_arm and (
                    self.w(end) in ("with", "using") or trail[0].text.lower().split()[0] in ("with", "using")):
                # production: cause_or_before -- "mean TPOT drops to 5 ms from 6 ms with vLLM": the arm is read as the
                # change's cause (the after value's), but it may be the before value's: each value's other meaning is
                # the other arm's (false only when both are contradicted), so only in a witness of two arms
                if len(self.r.all_arms) != 2:
                    return 0
                trail, cause = None, True
            if trail is not None and not before_arm and (not particle or len(self.r.all_arms) != 2 or len(trail[0].arms) != 1
                                      or trail[0].arm not in self.r.all_arms):
                return 0
        scale2 = u2[3] if u2 else u1[3]
        pid = len(self.cores) + 1000 * (self.i0 + 1)
        # the baseline's core starts at the verb so that it comes first, as the "from" value does in "from A to B"
        cb = Core(u1[1], i, end, value=t2.value, decimals=t2.decimals, hedge=hedge2 or hedge, metric=u1[2],
                  scale=scale2, pair=pid, joiner="to", sense=sense)
        cs = Core(u1[1], j + 1, p1, value=t1.value, decimals=t1.decimals, hedge=hedge or hedge2, metric=u1[2],
                  scale=u1[3], pair=pid, joiner="to", sense=sense)
        cb.span_end, cs.span_end = end, p
        cb.partner, cs.partner = cs, cb  # type: ignore[attr-defined]
        cb.role, cs.role = "baseline", "subject"
        cb.arm_either = cs.arm_either = cause  # type: ignore[attr-defined]
        self.take(i, end)
        if a1 is not None and a2 is not None:
            for x, t in ((cs, a1[0]), (cb, a2[0])):
                x.arm, x.arm_amb = t.arm, t.arms
                self.r.used[t.i] = "arm"
        if trail is not None:
            cb.arm, cb.arm_amb = trail[0].arm, trail[0].arms
            if not before_arm:  # production: from_arm_after -- else the after value is the subject's, named before
                other = next(x for x in self.r.all_arms if x != trail[0].arm)
                cs.arm, cs.arm_amb = other, (other,)
                cs.inferred_other = True  # type: ignore[attr-defined]
            self.take(end, trail[1])
            self.r.used[trail[0].i] = "arm"
            cb.span_end = end = trail[1]
        self.cores += [cb, cs]
        return end - i

    # production: change_to_vs  ("Output token throughput climbed to 1,536 tok/s with TP=2, compared to 1,024 tok/s on a
    # single GPU"): the after value, then "vs" / "compared to" and the compared arm's value: a "vs" pair whose second
    # value is the before value (the baseline's), its direction checked against the verb's
    def _change_to_vs(self, i: int, j: int, sense: str) -> int:
        if not self.free(j) or sense not in ("up", "down", "better", "worse"):
            return 0
        before, used = len(self.cores), list(self.r.used)
        n = self.m_pair(j + 1)
        new = self.cores[before:]
        if not n or len(new) != 2 or new[0].joiner not in _VS_JOINERS or new[0].role != "subject" \
                or new[1].role != "baseline":
            del self.cores[before:]
            self.r.used[:] = used
            return 0
        for c in new:
            c.sense = sense
        new[1].i0 = min(new[1].i0, i)
        self.take(i, j + 1)
        return j + 1 + n - i

    # production: change  ("mean TTFT fell by 60%", "throughput rose 25%", "TTFT dropped from A to B")
    def m_change_intrans(self, i: int) -> int:
        w = self.w(i)
        # production: copula_change -- "throughput is up 50%", "TTFT was down 25% vs main", "TTFT is down to 150 ms
        # from 200 ms": a copula with a direction particle is a change verb; never "is up to" (a bound: "up to 2x")
        copula = w in CHANGE_COPULAS and self.w(i + 1) in ("up", "down") and self.free(i + 1) \
            and not (self.w(i + 1) == "up" and self.w(i + 2) == "to")
        # production: headline_change -- "Mean E2E latency down ~21% (6.47 s -> 5.13 s)", "Throughput up 35%": a direction
        # particle right after a metric phrase, before an amount, is the change with its copula left out (a changelog's
        # or a headline's voice); never "up to" (a bound)
        headline = w in ("up", "down") and not copula and self.items and self.items[-1].kind == "metric" \
            and self.items[-1].i1 == i and not (w == "up" and self.w(i + 1) == "to") and (
                self._prefix(i + 1)[0] or (self.tok(i + 1) is not None and self.tok(i + 1).kind == "num")
                or self.w(i + 1) in ("by", "from") or self.w(i + 1) == "to" and w == "down")
        # production: got_change_pair -- "The TPOT also become smaller, from 31.4 ms to 24.3 ms", "TTFT got lower by 25%":
        # a verb of becoming and a comparative, before its pair or amount, is the change verb of the comparative's
        # direction (claims/bare_change.py)
        got = None if copula or headline else _bare_change.get_change(self, i)
        if not self.free(i) or (w not in CHANGE_INTRANS and not copula and not headline and not got):
            # production: got_change -- "TTFT got a bit worse (400 ms -> 460 ms)" (claims/bare_change.py)
            # production: copula_pair_change -- "Mean TPOT was lower too: 39.2 ms in the new build vs 44.4 ms in the
            # old build" (a copula and a comparative before a pair naming its arms: bare_change.copula_pair)
            return _bare_change.read_get(self, i)
        sense = got[0] if got else CHANGE_INTRANS.get(w, "")
        j = i + got[1] if got else i if headline else i + 1
        if self.w(j) in ("down", "up") and self.free(j) and not sense:
            # "went up", "creeps up from 503 ms to 938 ms", "edged down 3%": the particle is the direction
            sense = "down" if self.w(j) == "down" else "up"
            j += 1
        elif w in PARTICLE_CHANGE_VERBS:
            return 0  # "creeps from A to B", "edges out": only with its particle
        deg = _bare_change.degree(self, j)
        if deg and (self.w(j + deg) in ("from", "by", "to") or self.seq(j + deg, (",", "from")) or self.tok(j + deg) is not None
                    and self.tok(j + deg).kind == "num") and all(self.free(x) for x in range(j, j + deg)):
            # production: change_degree -- "TTFT goes up slightly from 40 ms to 100 ms", "rose a bit, by 4%": a degree word
            # that does not change what is asserted, between the verb and its amount (bare_change._DEGREES)
            j += deg
        if self.w(j) == "," and self.free(j) and self.w(j + 1) == "from" and self.free(j + 1) \
                and self.tok(j + 2) is not None and (self.tok(j + 2).kind == "num" or self._prefix(j + 2)[0]
                                                     or self._from_statistic(j + 2) is not None):
            # production: change_comma -- "TTFT goes up slightly, from 400 ms to 450 ms", "Median E2E latency falls, from
            # 1.73 s to 1.03 s, when ...": a comma between the verb (and its degree) and its from-to pair sets the pair
            # off in apposition; the pair is the verb's, as without the comma
            j += 1
        if self.w(j) == "from":
            before = len(self.cores)
            # production: pair_unit_carried -- "request throughput climbs from 3.1 to 4.5": the metric right before the verb
            lead = self.items[-1] if self.items and self.items[-1].kind == "metric" and self.items[-1].i1 == i else None
            n = self.m_pair(j, lead.metric if lead is not None and lead.metric in ("throughput", "token_throughput")
                            else None)
            if not n:
                return 0
            for c in self.cores[before:]:
                c.sense = sense
                c.i0 = min(c.i0, i) if c.role == "baseline" else c.i0
            self.take(i, j)
            return j + n - i + self._paren_pct(j + n, sense, self.cores[before])
        if self.tok(j) is not None and self.tok(j).kind == "num" and self.free(j):
            # production: change_arrow -- "Output throughput went 900 -> 990 tok/s", "TTFT rose 400 ms → 460 ms": an
            # arrow pair right after the verb (never a bare "A to B", a range or "vs"), before then after, its direction
            # the verb's (checked against the values) or, for "went" / "moved", the values' own
            before, used = len(self.cores), list(self.r.used)
            lead = self.items[-1] if self.items and self.items[-1].kind == "metric" and self.items[-1].i1 == i else None
            n = self.m_pair(j, lead.metric if lead is not None and lead.metric in ("throughput", "token_throughput")
                            else None)
            new = self.cores[before:]
            if n and len(new) == 2 and new[0].joiner == "to" and self.r.toks[new[1].i0].text in (
                    "\u2192", "\u27f6", "-", "=") and not any(x.arm or x.arm_amb for x in new):
                for c in new:
                    c.sense = sense
                    c.i0 = min(c.i0, i) if c.role == "baseline" else c.i0
                self.take(i, j)
                return j + n - i + self._paren_pct(j + n, sense, new[0]) if sense else j + n - i
            del self.cores[before:]
            self.r.used[:] = used
        if self.w(j) in ("up", "down") and self.w(j + 1) == "to" and self.free(j) and sense in ("up", "down") \
                and (self.w(j) == "up") == (sense == "up") and self.tok(j + 2) is not None \
                and (self.tok(j + 2).kind == "num" or self._prefix(j + 2)[0]):
            j += 1  # "p99 TTFT climbs up to 2.4 s", "shot up to": the verb's own direction, its particle
        if self.w(j) == "to" and sense:
            got = self._change_to_from(i, j, sense) or self._change_to_vs(i, j, sense) \
                or self._change_to_alone(i, j, sense, w)
            if got:
                return got
        if not sense:
            return 0
        # production: bare_change_pair -- "TTFT goes up slightly with EAGLE-3 (120 ms vs 100 ms)" (claims/bare_change.py)
        # production: comma_bare_pair -- "TPOT drops a bit with EAGLE, from 20 ms to 10 ms" (a comma, then from-to)
        # production: named_pair_change -- "TTFT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060" (each
        # value naming its arm; the verb read where it agrees with the stated values: bare_change._named_pair)
        got = _bare_change.read(self, i, j, sense, w)
        if got:
            return got
        half = self._half_at(j) if sense == "down" else None
        if half:
            # production: half_change -- "mean TTFT fell by half", "P99 latency dropped by nearly half", "was cut in half"
            c = Core("ratio", i, half[0], value=Decimal("0.5"), decimals=0, hedge=half[1], sense="up", word=w,
                     relation=self.half_relation)
            c.span_end = half[0]
            c.implicit = True
            self.take(i, half[0])
            self.cores.append(c)
            return half[0] - i
        frac = _fraction_changes.fraction_at(self, j)
        if frac:
            # production: fraction_change -- "mean TTFT fell by a quarter", "throughput rose by about a third"
            _fraction_changes.push(self, i, frac[0], frac[1], frac[2], sense, w)
            return frac[0] - i
        tofrac = _fraction_changes.to_fraction_at(self, j) if sense == "down" else None
        if tofrac:
            # production: fraction_target -- "mean TTFT fell to a quarter", "p99 TTFT drops to about one-eighth"
            _fraction_changes.push_ratio(self, i, tofrac[0], tofrac[1], tofrac[2], w)
            return tofrac[0] - i
        k = j + 1 if self.w(j) == "by" and self.free(j) else j
        if k > j:
            k += self._by_intensifier(k)  # production: by_intensifier -- "dropped by a whopping 60%"
        if self.w(k) == "+" and self.free(k) and sense in ("up", "better") and self.tok(k + 1) is not None \
                and self.tok(k + 1).start == self.tok(k).end:
            k += 1
        k2, rel, hedge, neg = self._prefix(k)
        rng = self.range_tokens(k + k2) if rel == "=" and not neg else None
        if rng is not None and self.w(rng[6]) in ("%", "percent") and (k > j or "to" not in self.r.forms[k + k2:rng[6]]):
            # production: range -- "dropped by 55-65%", "rose by 20 to 30%" (a bare "rose 20 to 30%" may be from-to)
            end = rng[6] + 1
            c = Core("pct_change", i, end, value=rng[2], decimals=rng[3], hedge=hedge, sense=sense, word=w)
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self.cores.append(c)
            return end - i
        if rng is not None and (k > j or self.w(k + k2 + 1) in ("x", "×", "times")) and rng[2] > 1 \
                and self.w(rng[6]) in ("x", "×", "times", "fold") and self.free(rng[6]):
            # production: range -- "dropped by 2-3x", "increased by 1.5x to 2x": a range of ratios in the verb's direction;
            # with no "by" only where the low end has its own unit ("rises 14x - 24x": it was read as "rises 14x" and
            # graded false; "rises 2 to 3x" may be from-to)
            end = rng[6] + 1
            c = Core("ratio", i, end, value=rng[2], decimals=rng[3], hedge=hedge, sense=sense, word=w)
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self.cores.append(c)
            return end - i
        fw = self.w(k + k2)
        if not neg and fw in FOLD_WORDS and self.free(k + k2) and sense in ("up", "down", "better", "worse"):
            # production: fold_change -- "mean TTFT fell fourfold", "throughput rose twofold": as "fell 4x"
            end = k + k2 + 1
            c = Core("ratio", i, end, value=FOLD_WORDS[fw], decimals=0, relation=rel, hedge=hedge, sense=sense, word=w)
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self.cores.append(c)
            return end - i
        num = self.number(k + k2)
        if not neg and num is not None and self.tok(k + k2).kind == "num" and num[0] > 1 and self.free(k + k2 + 1) \
                and self.w(k + k2 + 1) in ("x", "×", "times", "fold") and self.w(k + k2 + 2) not in GPUS \
                and not (self.w(k + k2 + 2) in ("-", "\u2013", "to") and self.tok(k + k2 + 3) is not None
                         and self.tok(k + k2 + 3).kind == "num"):  # "14x - 24x" unread as a range: never "14x" alone
            # production: change -- "request hit rate increased by 4.4x", "mean TTFT dropped by 2x", "TTFT improved
            # 3x": the ratio in the verb's direction (as the transitive "reduces P50 TTFT by 46x")
            end = k + k2 + 2
            c = Core("ratio", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense=sense, word=w)
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self.cores.append(c)
            return end - i
        if k == j and rel in (">", "<") and self.w(k) in END_STATE_RELATIONS and self.free(k) and (
                num is None or self.w(k + k2 + 1) not in ("%", "percent")):
            # production: end_state_bound -- "TTFT drops below 10 ms", "throughput rises above 1.5 req/s", "mean TTFT
            # dips under 10 ms": where the metric ends up, not the size of its change ("drops by less than 10 ms"); it
            # was read as the change's bound and graded a true sentence false. Not read (not-yet, never false)
            return 0
        if not neg and num is not None:
            # production: change_by_amount -- "mean TTFT falls by 450 ms", "output throughput goes up by 200 tok/s"
            got = _amounts.intrans(self, i, k + k2, rel, hedge, sense, w)
            if got:
                return got
        if neg or num is None or self.tok(k + k2).kind != "num" or self.w(k + k2 + 1) not in ("%", "percent"):
            return 0
        end = k + k2 + 2
        c = Core("pct_change", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense=sense, word=w)
        c.span_end = end
        c.implicit = True
        self.take(i, end)
        self.cores.append(c)
        return end - i + self._change_to_value(end, c)

    def _sizeless_end(self, j: int) -> bool:
        """The words at ``j`` end a sizeless change (production sizeless_change): the clause's end, a sentence mark, a
        comma, "and" / "while" / "but" / "whereas" before another clause, or a binder before an arm ("compared to X",
        "over X", "vs X"); never a number, an amount word, "by", "from", "to", "in", "up" / "down" or anything else."""
        if self.w(j) == "," and self.w(j + 1) in RANGING_WORDS and self.w(j + 2) == "from":
            return False  # ", ranging from 1.5x to 2.3x": the amount follows (production ranging_change)
        if j >= self.i1 or self.w(j) in (".", ",", ";", "!", "?", "and", "while", "but", "whereas", "\u2014"):
            return j >= self.i1 or self.free(j)
        for words in BINDERS_BY_FIRST.get(self.w(j), ()):
            if words != ("than",) and self.seq(j, words) and self.arm_at(self.skip_the(j + len(words))) is not None:
                return True
        return False

    def _half_at(self, j: int) -> tuple[int, str] | None:
        """(end, hedge) of "in half" / "by half" / "by nearly half" at j (production half_change: a change verb of a
        downward sense, then the factor 1/2, as "halved" reads it); a hedge, also before "in" ("cuts TTFT roughly in
        half"), or after "by" "more than" / "at least" (the ratio below 0.5: ``half_relation``)."""
        pre = ""
        if self.w(j) in HEDGES and self.free(j) and self.w(j + 1) == "in":
            pre, j = HEDGES[self.w(j)], j + 1
        if not self.free(j) or self.w(j) not in ("in", "by"):
            return None
        k, hedge = j + 1, pre
        if self.w(k) in HEDGES and self.free(k) and self.w(j) == "by":
            hedge, k = HEDGES[self.w(k)], k + 1
        rel = "="
        if self.w(j) == "by" and not hedge and (self.seq(k, ("more", "than")) or self.seq(k, ("at", "least"))) \
                and self.free(k) and self.free(k + 1):
            # "cut p99 TTFT by more than half", "by at least half": the ratio under 0.5 (as "more than halved")
            rel, k = ("<" if self.w(k) == "more" else "<="), k + 2
        if self.w(k) == "half" and self.free(k) and self.w(k + 1) not in ("of", "the", "a", "an", "as"):
            self.half_relation = rel
            return k + 1, hedge
        return None

    def _change_to_alone(self, i: int, j: int, sense: str, w: str) -> int:
        """production: change_to_alone -- "At 64 concurrent requests, p99 TTFT balloons to 2.4 s", "With FP8, mean
        TPOT drops to 9 ms", "throughput climbs to 3.1 req/s on SGLang": an intransitive change verb of a direction
        (up / down: never "went", "moved", "improved") with only the value it came to. The value is the changed arm's
        (change_to_value: the clause's arm; naming none, the declared treatment's), and the verb says its direction
        against the arm it changed from, as the sizeless change "p99 TTFT rose" does (a direction, no amount: that
        arm the other of two, else not bound, not graded). A value that is not a rate or a duration, a range, a
        bound, a negation or a modal: not read here."""
        if sense not in ("up", "down") or not self.free(i) or not self.free(j):
            return 0
        c = Core("direction", i, j, sense=sense, value=Decimal(1), word=w)
        c.span_end = j
        c.implicit = True
        c.to_alone = True  # type: ignore[attr-defined]  (its baseline: implicit_baseline's, never unplaced)
        self.cores.append(c)
        n = self._change_to_value(j, c)
        if not n:
            self.cores.pop()
            return 0
        end = j + n
        self.take(i, j)
        return end - i

    def _change_to_value(self, n: int, change: Core) -> int:
        """production: change_to_value -- "mean TTFT dropped 36% to 120 ms", "throughput rose 25% to 3.0 req/s": the value
        after "to" is the changed arm's (the subject's; naming no arm, in a witness of two arms that declare their
        roles, the treatment's). A rate or a duration only ("rose 20% to 30%" is not read), and its direction is
        not checked here: the change itself is."""
        if change.relation != "=" or self.w(n) != "to" or not self.free(n):
            return 0
        k, rel, hedge, neg = self._prefix(n + 1)
        t = self.tok(n + 1 + k)
        if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or not self.free(n + 1 + k):
            return 0
        u = self.unit_at(n + 2 + k)
        if u is None or u[1] not in ("rate", "duration"):
            return 0
        if change.metric is not None and u[2] is not None and u[2] != change.metric:
            return 0  # "cut mean TTFT by 50% to 3 req/s": the value is of another metric than the change
        end = n + 2 + k + u[0]
        v = Core(u[1], n, end, value=t.value, decimals=t.decimals, hedge=hedge, metric=u[2] or change.metric,
                 statistic=change.statistic, scale=u[3], pair=len(self.cores) + 1000 * (self.i0 + 1), joiner="to",
                 role="subject")
        v.span_end = end
        self.take(n, end)
        self.cores.append(v)
        return end - n

    # production: value_contrast
    def m_value_contrast(self, i: int) -> int:
        # "25.0 s versus 8.61 s for X": two values side by side (each is its own assertion)
        for words in (("vs", "."), ("vs",), ("versus",)):
            k = i + len(words)
            if self.seq(i, words) and self.cores and self.cores[-1].span_end == i and self._colon_arm(
                    self.cores[-1].i0) is not None and self.arm_at(k) is not None and (self.w(k + 1) == ":" \
                    and self.free(k + 1) and self.number(k + 2) is not None or self.number(k + 1) is not None) \
                    and self.arm_at(k).arm != self._colon_arm(self.cores[-1].i0).arm:
                # production: pair_arms -- "SGLang: 2.5 req/s vs. vLLM: 2.0 req/s", "master 1450 tok/s vs PR 1620
                # tok/s": two arm-labelled values
                self.take(i, k)
                self.colon_vs[k] = i
                return len(words)
        for words in (("versus",), ("vs",), ("vs", "."), ("compared", "with"), ("compared", "to"), ("against",), ("to",)):
            if not self.seq(i, words):
                continue
            if words == ("to",) and not _pair_frames.to_possessive(self, i):
                continue  # production: to_possessive -- "vLLM did 3.25 req/s to TGI's 2.5" (pair_frames.py)
            k = self.skip_the(i + len(words))
            a = self.arm_at(k)
            # production: figure_value -- "245 tok/s vs the TP1 figure of 157 tok/s": the noun and "of" as "'s"
            link = 1 if self.w(k + 1) == "'s" else 2 if (
                k > i + len(words) and self.w(k + 1) in VALUE_FIGURE_NOUNS and self.w(k + 2) == "of"
                and self.free(k + 2)) else 1 if (
                k > i + len(words) and a is not None and self.w(k + 1) == "of" and self.free(k + 1)) else 0
            # (the last: "vs the TP1 baseline of 231 tok/s", "the TP1 run of": the arm's phrase, then "of")
            if a is not None and self.cores and self.cores[-1].span_end == i and link and \
                    self.cores[-1].kind in ("duration", "rate", "pct_value", "count") \
                    and self.free(k + 1) and self.number(k + 1 + link):
                # "48 tok/s versus HF's 19.2 tok/s": the second value is the named arm's
                prev, before = self.cores[-1], len(self.cores)
                v = k + 1 + link  # the value
                t2 = self.tok(v)
                if prev.kind in ("duration", "rate") and t2 is not None and t2.kind == "num" and t2.value is not None \
                        and prev.value is not None and self.unit_at(v + 1) is None \
                        and self._unit_carried(v + 1, prev.value, t2.value):
                    # production: pair_unit_carried -- "4.5 req/s against vLLM's 3.1": the first value's unit
                    c = Core(prev.kind, v, v + 1, value=t2.value, decimals=t2.decimals, metric=prev.metric,
                             statistic=prev.statistic, scale=prev.scale)
                    c.span_end = v + 1
                    self.take(v, v + 1)
                    self.cores.append(c)
                    n = 1
                else:
                    n = self.m_quantity(v)
                c = self.cores[-1] if len(self.cores) == before + 1 else None
                if not n or c is None or c.kind != prev.kind or c.arm is not None or c.arm_amb:
                    return self._undo(before, 0)
                c.arm, c.arm_amb, c.i0 = a.arm, a.arms, i
                self.take(i, v)
                self.r.used[k] = "arm"
                return v - i + n
            if self.seq(i, words) and self.cores and self.cores[-1].span_end == i and \
                    self.cores[-1].kind in ("duration", "rate", "pct_value", "count") and self.number(i + len(words)):
                before = len(self.cores)
                k, _, _, _ = self._prefix(i + len(words))
                n = self.m_quantity(i + len(words))
                if n and len(self.cores) > before and self.cores[-1].kind == self.cores[-2].kind:
                    self.take(i, i + len(words))
                    return len(words) + n
                if n:
                    return len(words) + n
        return 0

    # production: contrast
    def m_contrast(self, i: int) -> int:
        # "X, not Y, gained ...": Y is named to be excluded (a cache claim reads it as the compared arm)
        if self.w(i) == "not" and self.w(i - 1) == ",":
            k = self.skip_the(i + 1)
            a = self.arm_at(k)
            end = k + 1 + (self.w(k + 1) == "arm")
            if a is not None and self.w(end) == ",":
                self.take(i, end)
                self.r.used[k] = "arm"
                self.items.append(Item("contrast", i, end, arm=a.arm, arms=a.arms))
                return end - i
        return 0

    # production: prefix
    def _within(self, j: int) -> tuple[int, str] | None:
        """(1, "<=") of "within" before a duration that ends its phrase ("kept TPOT within 40 ms"; production
        bound_words): at most. Not before a rate, a percent or a ratio, nor before "of" / "from" / a binder ("within
        5 ms of X": a distance from X)."""
        if self.w(j) not in WITHIN_WORDS or not self.free(j):
            return None
        t = self.tok(j + 1)
        u = self.unit_at(j + 2) if t is not None and t.kind == "num" and t.value is not None else None
        if u is None or u[1] != "duration":
            return None
        after = self.w(j + 2 + u[0])
        if after in ("of", "from", "than", "to", "vs", "versus", "over", "against", "compared", "relative", "behind",
                     "ahead") or after in SENSE:
            return None
        return 1, "<="

    def _bound_words(self, j: int) -> tuple[int, bool, tuple[int, str]] | None:
        """(end, negated, (tokens, relation)) of a bound said with a verb at ``j`` (production bound_verb): an optional
        "does" / "do" / "did" before a negation, "not" / "n't" / "never", then a verb of EXCEED_VERBS (the relation
        ">") or of BOUND_MOTION_VERBS followed by a one-word relation ("goes above", "drops below"; a verb with a
        direction only negated and only on its own side), or under "never" a relation itself ("never above 300
        ms"); the relation is flipped by the caller's negation. Nothing else (None): "never" alone is not read."""
        w0 = self.w(j)
        if w0 not in _BOUND_FIRST and not w0.endswith("n't"):
            return None
        k = j
        neg = False
        if self.free(k) and self.w(k) in NEG_AUXILIARIES and (self.w(k + 1) in ("not", "never")):
            k += 1
        if self.free(k) and (self.w(k) in ("not", "never") or self.w(k).endswith("n't")):
            neg = True
            k += 1
        elif k > j:
            return None
        w = self.w(k)
        if self.free(k) and w in EXCEED_VERBS:
            return k + 1, neg, (1, ">")
        if self.free(k) and w in BOUND_MOTION_VERBS:
            r = self.phrase(k + 1, RELATIONS)
            side = BOUND_MOTION_VERBS[w]
            if r is None or r[0] != 1 or r[1] not in (">", "<"):
                return None
            if side and not neg and side == r[1] and k == j and self._end_state_level(j):
                # production: end_state_level -- "TTFT drops below 10 ms", "throughput rises above 1.5 req/s": right
                # after the metric it moves, in a clause that names no arm, where the metric ends up is the bound
                # (every arm's value, as "TTFT is below 10 ms"); where it was before is not said, and not read
                return k + 1 + r[0], neg, r
            if side and (not neg or side != r[1]):
                return None  # "drops below 300 ms" unnegated is a change; "never drops above" is not read
            return k + 1 + r[0], neg, r
        if neg and self.w(k - 1) == "never":
            r = self.phrase(k, RELATIONS)
            if r is not None and r[1] != "=":
                return k + r[0], neg, r
        return None

    def _end_state_level(self, j: int) -> bool:
        """The verb of motion at ``j`` comes right after a metric phrase (an item of its own) and the clause names no
        arm (production end_state_level): "TTFT drops below 10 ms" -- the metric ends up below the bound in every arm.
        With an arm named ("TTFT drops below 10 ms with B") the drop is from another arm's value, which the bound does
        not say: not read."""
        if any(self.r.toks[x].kind == "arm" for x in range(self.i0, self.i1)):
            return False
        return any(it.kind == "metric" and it.i1 == j for it in self.items)

    def _prefix(self, i: int) -> tuple[int, str, str, bool]:
        """(tokens, relation, hedge, negated) of what may precede a number."""
        j = i
        neg = False
        if self.seq(j, ("inclusive", "of")):
            j += 2
        elif self.free(j) and self.w(j) == "including":
            j += 1
        d = self.degree_at(j)
        margin = self.w(j + d - 1) if d and self.w(j + d - 1) in MARGIN_WORDS else ""
        j += d
        rel, hedge = "=", ""
        bound = self._bound_words(j)
        if bound is not None:
            # production: bound_words -- "never goes above 300 ms", "does not exceed 300 ms", "exceeds 4 req/s",
            # "never drops below 4 req/s": a negation and a verb of motion before a relation, or a verb that is one
            j, neg, r = bound
            rel = r[1]
        elif self.free(j) and (self.w(j) == "not" or self.w(j).endswith("n't")):
            neg = True
            j += 1
            if self.free(j) and self.w(j) in NEUTRAL_BASE_VERBS:
                j += 1
        if bound is None:
            r = self.phrase(j, RELATIONS) or self._within(j)
        if bound is not None:
            pass
        elif r:
            rel = r[1]
            j += r[0]
        elif not neg and self.seq(j, ("up", "to")):
            # production: up_to -- "up to 24x higher throughput": the best run (Assertion.over_runs), bound in emit
            self.up_to.add(j)
            j += 2
            r = (2, "=")
        elif not neg and (self.seq(j, ("as", "much", "as")) or self.seq(j, ("as", "high", "as"))) \
                and self.tok(j + 3) is not None and (self.tok(j + 3).kind == "num" or self.w(j + 3) in HEDGES):
            # production: up_to -- "as much as 88% higher throughput", "by as much as 50%": "up to N", the best run
            self.up_to.add(j)
            j += 3
            r = (3, "=")
        elif self.seq(j, ("upwards", "of")):
            r, rel = (2, ">="), ">="  # "upwards of 2x": at least ("of" stays out of RELATIONS: aliases hold it)
            j += 2
        elif any(self.seq(j, p) for p in EXCESS_RELATIONS):
            # production: excess_of -- "in excess of 2x faster", "north of 100 tok/s": more than (">"), as "over"; "of"
            # stays out of RELATIONS (aliases hold it); under a negation at most ("not in excess of 2x")
            k = next(len(p) for p in EXCESS_RELATIONS if self.seq(j, p))
            r, rel = (k, ">"), ">"
            j += k
        elif not neg and self.free(j) and self.w(j) in EXACT_WORDS and self._number_at(j + 1) and (
                j == self.i0 or self.w(j - 1) not in EXACT_WORDS):
            # production: exact_value -- "exactly 2x faster", "cut TTFT by exactly 75%": the number as written, within
            # its own digits (rel "=", no hedge); "not exactly 2x" ("not quite") stays unread
            j += 1
        if r and self.free(j) and self.w(j) in ("a", "an") and self._number_at(j + 1):
            j += 1  # "over a 2.2x speedup", "up to a 1.5x speedup", "up to a 2-3x speedup"
        if self.free(j) and self.w(j) in HEDGES:
            hedge = HEDGES[self.w(j)]
            j += 1
            if self.w(j - 1) in ABBREVIATIONS and self.w(j) == "." and self.free(j) and self.adjacent(j):
                j += 1  # "approx."
            if hedge in DOUBLE_HEDGE_WORDS and self.free(j) and self.w(j) in ("~", "≈") and self.tok(j + 1) is not None \
                    and self.tok(j + 1).kind == "num":
                # production: double_hedge -- "roughly ~60%", "about ~2x", "approximately ~3 req/s": an approximation
                # said twice is one hedge, the word's (never after "nearly" / "almost", which say below the number)
                j += 1
        elif self._round_hedge(j):
            # production: round_hedge -- "RPS is improved by round 30%", "round 2x faster than X": a learner's "around"
            hedge = "around"
            j += 1
        elif self.seq(j, ("close", "to")) and self.tok(j + 2) is not None and (
                self.tok(j + 2).kind == "num" or self.w(j + 2) in MULT_WORDS or self.w(j + 2) in FOLD_WORDS
                or self.w(j + 2) in ("a", "an") and self.tok(j + 3) is not None and self.tok(j + 3).kind == "num"):
            # production: close_to -- "close to 3x the throughput of X", "close to 50% lower TTFT", "close to a 2x
            # speedup" (the article after it as after any hedge): a hedge before a number only ("close to X", an arm,
            # is not read)
            hedge = "close to"
            j += 2
        if hedge:
            if self.free(j) and self.w(j) in ("a", "an") and (self.w(j + 1) in FOLD_WORDS or self.w(j + 1) in MULT_WORDS
                                                             or self._number_at(j + 1)):
                # "about a 20% latency reduction", "roughly a 2x speedup", "about a 5-8% speedup" (production range: a
                # glued range is one token): the hedge is on the number
                j += 1
        if margin and not hedge and rel in ("<", ">"):
            # production: margin_bound -- "well under 300 ms", "comfortably above 2x": a margin the words do not
            # size (vocabulary.MARGIN_WORDS, tolerance.MARGIN): holds 5% clear of it, false past it
            hedge = margin
        if neg:
            rel = FLIP[rel]
        return j - i, rel, hedge, neg

    def _vendor_list_noun(self, k: int) -> bool:
        """(production gpu_vendor_list) at k, a join ("or" / "and" / "nor" / "/" / ",") and a vendor, then either a GPU
        noun (vocabulary.GPU_VENDOR_NOUNS) or, recursively, another join: the list ends in the GPU noun."""
        while True:
            if not (self.free(k) and self.w(k) in GPU_VENDOR_JOINS):
                return False
            k += 1
            if self.w(k - 1) == "," and self.w(k) in ("or", "and") and self.free(k):
                k += 1  # "AMD, Intel, or Apple GPUs": the serial comma
            if not (self.free(k) and self.w(k) in GPU_VENDOR_WORDS):
                return False
            k += 1
            if self.free(k) and self.w(k) in GPU_VENDOR_NOUNS:
                return True

    def _number_at(self, k: int) -> bool:
        """A free number at ``k``, or a range written glued ("5-8", one lexer token: production range)."""
        t = self.tok(k)
        return t is not None and self.free(k) and (t.kind == "num" or t.kind == "ident" and bool(_RANGE.match(t.text)))

    def _round_hedge(self, j: int) -> bool:
        """production: round_hedge -- "round" right before a number with its unit (a percent, a ratio, a rate or a
        duration), never after a word that makes it a noun ("in round 2", "each round"): a learner's "around"."""
        if not (self.free(j) and self.w(j) in ROUND_HEDGE_WORDS) or (j > self.i0 and self.w(j - 1) in ROUND_NOUN_BEFORE):
            return False
        t = self.tok(j + 1)
        if t is None or t.kind != "num" or t.value is None or not self.free(j + 1):
            return False
        u = self.w(j + 2)
        return u in ("%", "percent", "x", "\u00d7", "times", "fold") or self.unit_at(j + 2) is not None

    def _time_bound_after(self, k: int) -> bool:
        """A time right after a success verb ("completed in under 2 s", "finished within 10 seconds", "completed in
        about 8 s"): a bound on each request's latency or on the whole run's wall, which the words do not say."""
        if self.w(k) not in ("in", "within") or not self.free(k):
            return False
        for j in range(k + 1, min(k + 5, self.i1)):
            t = self.tok(j)
            if t is not None and t.kind == "num":
                return True
            if self.w(j) not in ("under", "less", "than", "about", "around", "roughly", "approximately", "~", "just",
                                 "over", "a", "few", "at", "most", "only", "ca", "."):
                return False
        return False

    def _arms_said_after(self, k: int) -> int:
        """Past "in both configurations", "in each arm", "across all three setups", "for both versions" at ``k`` (the
        arms a success count is said of), else ``k``."""
        if self.w(k) in ("in", "for", "across", "with", "under") and self.free(k) and \
                self.w(k + 1) in ("both", "each", "every", "all", "either") and self.free(k + 1):
            j = k + 2 + (self.tok(k + 2) is not None and self.tok(k + 2).kind == "num")
            if self.tok(j) is not None and self.tok(j).kind in ("word", "arm"):
                return j + 1
        return k

    # production: all_count
    def m_all(self, i: int) -> int:
        w = self.w(i)
        if not self.free(i):
            return 0
        if w == "no" and self.w(i + 1) in ("failed", "failures") and self.free(i + 1):
            k = i + 2 if self.w(i + 1) == "failures" else i + 2 + (self.w(i + 2) in ("requests", "tasks", "request", "task"))
            c = Core("count", i, k, value=Decimal(0), exact=True, count="failed")
            c.span_end = k
            c.universal = True  # type: ignore[attr-defined]
            self.take(i, k)
            self.cores.append(c)
            return k - i
        if w not in ("all", "every", "each"):
            return 0
        j = i + 1
        if w == "all" and self.seq(j, ("of", "the")):
            j += 2  # "all of the 40 requests completed"
        elif w != "all":
            # "every one of the 40 requests completed", "each of the 40 requests succeeded": as "all 40 requests"
            if self.seq(j, ("one", "of", "the")):
                j += 3
            elif w == "each" and self.seq(j, ("of", "the")):
                j += 2
            else:
                return 0
        num = self.number(j)
        n = j + (num[2] if num else 0)
        ds = _descriptors.counted_dataset_at(self, n) if num is not None else None
        ds_at = n
        if num is not None and self.w(n) in ALL_REQUEST_MODIFIERS and self.free(n) \
                and self.w(n + 1) in ("requests", "prompts", "queries", "tasks", "reqs"):
            n += 1  # "All 40 benchmark requests completed", "all 1,000 test requests": every request of the benchmark
        elif ds is not None:
            # production: counted_dataset -- "All 200 ShareGPT requests completed": the run's dataset, checked as "on
            # ShareGPT" is (descriptors.py), and every request of it
            n = ds[1]
        if w != "all" and (num is None or self.w(n) not in ("requests", "prompts", "queries", "tasks", "reqs")):
            return 0
        if w == "all" and j == i + 1 and num is not None and not num[1] and self.tok(j).kind == "num" \
                and self.w(i - 1) in ("completed", "finished", "served") and self.w(n) in _ELIDED_OBJECT_END \
                and _count_arms.elided_object(self, i):
            # production: elided_object -- "Both runs completed all 80.", "Each engine served all 120": the requests left
            # out after a verb of serving at the clause's end, read as "completed all 80 requests"
            n -= 1
        elif w == "all" and j == i + 1 and num is not None and self.w(n) in ("completed", "succeeded", "finished", "passed") \
                and self.free(n) and (_whole_run_counted_before(self, i, num[0]) or (
                    not num[1] and self.tok(j) is not None and self.tok(j).kind == "num"
                    and _count_arms.arms_unit_at(self, n + 1 + _count_frames.success_tail(self, n + 1)))):
            # production: all_count -- "We sent the 40 prompts one at a time, and all 40 completed in both runs": the
            # request noun left out after a count of the same requests earlier in the sentence
            # production: elided_count -- "all 80 completed in both runs", "all 120 finished on both vLLM and TGI": left
            # out before a success verb whose phrase then says every arm (count_arms.arms_unit_at), where only the
            # requests can be what completed in each arm
            n -= 1
        elif self.w(n) not in ALL_COUNT_NOUNS or not self.free(n):
            return 0
        end = n + 1
        # production: count_unit -- "All 50 requests per configuration completed", "All 40 requests in each of the three
        # configurations completed": the unit between the noun and the verb, as after the verb (count_frames.py)
        unit = (0, "", False)
        prod = None
        if w == "all" and num is not None and self.w(i - 1) not in ("completed", "finished", "served") \
                and self.w(n) in ("requests", "prompts", "queries", "reqs"):
            unit = _count_frames.unit_before_verb(self, end)
            # production: runs_product -- "All 120 queries per configuration (3 runs x 40) completed": the count each
            # arm's total over its runs, N its runs, M its requests per run (claimcheck/claims/run_frames.py)
            prod = _run_frames.runs_product(self, end + unit[0], num[0]) if unit[1] == "arm" else None
            if unit[0] and self.w(end + unit[0] + (prod[0] if prod else 0)) not in (
                    "completed", "succeeded", "finished", "were", "successfully"):
                unit, prod = (0, "", False), None
        unit_at = end
        end += unit[0]
        prod_at = end
        if prod:
            end += prod[0]
        # production: passive_count -- "All 120 requests were (successfully) completed / finished on both engines",
        # "All 120 requests successfully completed": the passive and the adverb before the verb say what the active
        # verb says (never after a negation: "were not completed" is no such phrase)
        pre = 0
        if num is not None and self.w(i - 1) not in ("completed", "finished", "served") and self.free(end):
            if self.w(end) == "were" and self.w(end + 1 + (self.w(end + 1) == "successfully")) in PASSIVE_SUCCESS_VERBS \
                    and self.free(end + 1):
                pre = 1 + (self.w(end + 1) == "successfully")
            elif self.seq(end, ("were", "successfully")) and self.w(end + 2) in SUCCESSFULLY_PARTICIPLES and self.free(end + 2):
                pre = 2
            elif self.w(end) == "successfully" and self.w(end + 1) in ("completed", "succeeded", "finished"):
                pre = 1
            if pre and not all(self.free(x) for x in range(end, end + pre + 1)):
                pre = 0
        if num is not None and self.w(i - 1) in ("completed", "finished", "served"):
            c = Core("count", i, end, value=num[0], exact=True, count="completed")
            from claimcheck.claims.count_frames import count_core as _zero_core, success_tail

            tail = success_tail(self, end)  # "served all 101 requests successfully / without errors": none failed
            if tail:
                _zero_core(self, end, end + tail, "failed", Decimal(0), universal=True)
        elif pre or self.w(end) in ("completed", "succeeded", "finished", "complete", "succeed", "finish") \
                and self.free(end) and (self.w(end) in ("completed", "succeeded", "finished") or self.w(n) != "request") \
                or self.w(end) in WITH_SUCCESS_PARTICIPLES and self.free(end) and i > 0 and self.r.forms[i - 1] == "with" \
                or self.w(end) == "passed" and self.free(end) and num is not None and (
                    self.w(end + 1) in _ELIDED_OBJECT_END or _count_arms.arms_unit_at(self, end + 1)):
            # production: passive_count -- "All 160 requests passed on both main and pr-1234", "All 160 requests passed.": as
            # "succeeded", only at the phrase's end or before a phrase of every arm ("passed the SLO": unread)
            # the present tense too ("All 120 requests complete successfully"), of a plural noun only
            end += 1 + pre
            from claimcheck.claims.count_frames import success_tail

            end += success_tail(self, end)  # "... completed successfully", "... completed without errors"
            if self._time_bound_after(end) or self._time_bound_after(self._arms_said_after(end)):
                # "all 50 requests completed in under 2 s", "... completed in both configurations in under 2 s": each
                # request's latency, or the run's wall? not read
                return 0
            c = Core("count", i, end, value=Decimal(0), exact=True, count="failed")
            c.universal = True  # type: ignore[attr-defined]
            if num is not None:
                c2 = Core("count", i, end, value=num[0], exact=True, count="requests")
                c2.span_end = end
                c2.whole = True  # type: ignore[attr-defined]  # "all 202 requests": per arm or of all
                self.cores.append(c2)
        else:
            return 0
        c.span_end = end
        self.take(i, end)
        self.cores.append(c)
        if unit[0]:
            self.take(unit_at, unit_at + unit[0], "arm" if unit[1] == "arm" else "read")
            if unit[1] == "arm":
                self.items.append(Item("subject_all", unit_at, unit_at + unit[0]))
            for x in self.cores:
                if x.kind == "count" and x.i0 == i and x.span_end == end \
                        and not (unit[1] == "run" and getattr(x, "universal", False)):
                    x.per_unit, x.quantified, x.whole = unit[1], unit[2], False  # type: ignore[attr-defined]
        if prod:
            for x in self.cores:
                if x.kind == "count" and x.i0 == i and x.span_end == end and x.count == "requests":
                    x.runs_total = True  # type: ignore[attr-defined]  # each arm's requests over its runs
            for at, what in ((prod[1], "runs"), (prod[2], "tasks")):
                k = at + 2 if what == "runs" else (at + 1 + (self.w(at + 1) in ("queries", "requests", "prompts")))
                x = Core("count", at, k, value=self.tok(at).value, exact=True, count=what)
                x.span_end = k
                x.per_unit, x.quantified, x.whole = ("arm", False, False) if what == "runs" else (  # type: ignore[attr-defined]
                    "run", False, False)
                self.cores.append(x)
            self.take(prod_at, prod_at + prod[0])
        if ds is not None and n == ds[1]:
            _descriptors.add_fact(self, "setting", "dataset", ds[0], ds_at, ds[1])
        if self.seq(end, ("in", "both", "arms")) or self.seq(end, ("in", "each", "arm")) or self.seq(end, ("in", "every", "arm")):
            self.take(end, end + 3)
            self.items.append(Item("subject_all", end + 1, end + 3))
            return end + 3 - i
        return end - i

    # production: degree  ("slightly faster than X", "only 30.8% of X": no change to what is asserted)
    def degree_at(self, j: int) -> int:
        k = j + 1 if self.w(j) in ("a", "an") and self.free(j) else j
        if self.w(k) in DEGREE_ADJECTIVES and self.free(k) and self.tok(k + 1) is not None \
                and self.tok(k + 1).kind == "num":
            return k + 1 - j  # "a mere 3%", "a modest 5% gain": the number is asserted
        for words in _DEGREE_BY_FIRST.get(self.w(j), ()):
            if self.seq(j, words):
                n = j + len(words)
                nxt = self.tok(n)
                if self.w(n) in ("a", "an") and self.free(n) and self.tok(n + 1) is not None \
                        and self.tok(n + 1).kind == "num":
                    return len(words) + 1  # "only a 5.7%-6.2% throughput improvement", "just a 3% drop"
                if nxt is not None and self.phrase(n, RELATIONS) is not None and words in DEGREE_NEAR_BOUND:
                    # "just over 100 ms", "slightly under 2x": a bound that also says the value lies near it -- read
                    # as the bare bound, "mean TTFT is just over 10 ms" graded net-true on a 200 ms mean (and the
                    # x0.5 twin of a true "just over 190 ms" with it); left unread until the nearness is checked
                    return 0
                if nxt is not None and (nxt.kind == "num" or self.w(n) in SENSE or self.w(n) in HEDGES
                                        or self.w(n) in ("twice", "half") or self.phrase(n, RELATIONS) is not None):
                    return len(words)  # also before a relation: "well over 2x", "comfortably under 250 ms"
                if words in DEGREE_BEFORE_VERB and self.w(n) in DEGREE_VERBS and self.free(n) \
                        and self.tok(n + 1) is not None and (self.tok(n + 1).kind == "num" or self.w(n + 1) in HEDGES
                                                             or self.w(n + 1) in ("twice", "half")):
                    # production: degree_verb -- "c32 only gets ~3x more throughput than c8", "just buys 25% more":
                    # the degree word before a verb of getting says what it says right before the amount
                    return len(words) + 1
        return 0

    def _broken_range(self, k: int) -> bool:
        """A range the range construct did not read: "14x - roughly 24x", "8.5x to ~15x", "13% - about 33%" (a hedge or
        a relation on its upper end). Its first end is not a claim of its own: left unread (it was read as a ratio of
        its own, bound to the comparison after the second end, and graded false where the run lies inside the range)."""
        if not (self.free(k) and self.w(k) in ("-", "\u2013", "\u2014", "to")):
            return False
        q, _, hedge, _ = self._prefix(k + 1)
        t = self.tok(k + 1 + q)
        return (q > 0 or self.w(k) == "to") and t is not None and t.kind == "num" and t.value is not None

    # production: quantity
    def m_quantity(self, i: int) -> int:
        k, rel, hedge, neg = self._prefix(i)
        j = i + k
        if self.free(j) and self.w(j) in MULT_WORDS:
            return self._ratio(i, j, j + 1, MULT_WORDS[self.w(j)], 0, rel, hedge)
        if self.free(j) and self.w(j) in FOLD_WORDS:
            return self._ratio(i, j, j + 1, FOLD_WORDS[self.w(j)], 0, rel, hedge)
        if self.free(j) and self.w(j) == "half" and self.w(j + 1) in ("as", "the", "that"):
            return self._ratio(i, j, j + 1, Decimal("0.5"), 1, rel, hedge)
        if self.free(j) and self.w(j) == "half" and not neg:
            # production: referenced_value -- "half of vLLM's 600 ms", "roughly half vLLM's 600 ms": the ratio to that
            # arm, whose stated value is graded too (possessive_value); production: fraction_possessive -- "half
            # BF16's", "a third of BF16's" at the phrase's end: the ratio to that arm alone
            of = self.w(j + 1) == "of" and self.free(j + 1)
            if _fraction_changes.possessive_after(self, j + 1 + of):
                return self._ratio(i, j, j + 1 + of, Decimal("0.5"), 1, rel, hedge)
            if _fraction_changes.metric_of_arm(self, j + 1 + of):
                # production: fraction_share -- "half of the throughput of X", "only about half throughput of X": the
                # ratio 0.5 of that metric against that arm, as "half the throughput of X"
                return self._ratio(i, j, j + 1 + of, Decimal("0.5"), 1, rel, hedge)
        cmp = _fraction_changes.fraction_compared_at(self, j) if rel == "=" and not neg else None
        if cmp:
            # production: fraction_compared -- "mean TTFT is a third lower with X", "a quarter faster than Y": the
            # fraction's percent before its comparative, read as "33.3% lower" is, within the fraction word's width
            before = len(self.cores)
            got = self._percent(i, cmp[0], cmp[1].quantize(Decimal("0.1")), 1, rel, hedge)
            if not got or len(self.cores) != before + 1 or self.cores[-1].kind != "pct_change":
                return self._undo(before, 0) if got else 0
            _fraction_changes.widen(self.cores[-1], cmp[1])
            return got
        frac = _fraction_changes.fraction_the_at(self, j) if rel == "=" and not neg else None
        if frac:
            # production: fraction_ratio -- "a third of the mean TTFT of X", "a quarter the p99 TTFT", "one-eighth that
            # of X": the fraction as the ratio, read as "half the wall time of X" is
            return self._ratio(i, j, frac[0], frac[1], 0, rel, hedge)
        if self.free(j) and self.w(j) in ("double", "triple") and self.w(j + 1) in ("the",) and rel != "=":
            return self._ratio(i, j, j + 1, Decimal(2 if self.w(j) == "double" else 3), 0, rel, hedge)
        if self.free(j) and self.w(j) in _MULT_ADJ and rel == "=" and not neg and i > self.i0 \
                and self.w(i - 1) in _MULT_ADJ_AFTER and self.free(j + 1) and (
                    self.w(j + 1) in ("the", "that", "those") or self.arm_at(j + 1) is not None):
            # production: mult_adjective -- "vLLM's throughput is double that of TGI", "delivers roughly double the
            # throughput of TGI": after a copula or a neutral verb (never after "to", a modal or a negation, where it
            # is the verb: "can double the throughput"), the factor before the arm's metric
            return self._ratio(i, j, j + 1, _MULT_ADJ[self.w(j)], 0, rel, hedge)
        got = self.m_range(i, j, rel, hedge, neg)
        if got:
            return got
        if self._unit_range_shape(j) is not None:
            # production: unit_range -- "250 ms - 150 ms", "about 150 ms – 250 ms" under a relation: two values of one
            # unit joined by a dash that m_range did not read as a range are not two values of one arm (not read)
            return 0
        num = self.number(j)
        if num is None:
            return 0
        v, d, used = num
        n = j + used
        t = self.tok(j)
        w = self.w(n)
        if w in ("x", "×", "%") and self.free(n) and self._broken_range(n + 1):
            return 0
        if w in TOKEN_COUNT_NOUNS and k == 0 and t is not None and t.kind == "num":
            got = self._tokens_in_time(i, n, v, d)
            if got:
                return got
        if w in ("x", "×") and (self.w(n + 1) in GPUS or (self.w(n + 1) in GPU_VENDORS and self.w(n + 2) in GPUS)):
            return 0  # "8 x MI300X": a GPU count (production gpu)
        if w in ("x", "×") and self.w(n + 1) == "+" and self.adjacent(n + 1) and self.free(n + 1) \
                and t is not None and t.kind == "num":
            # production: ratio_plus -- "2x+ faster than X", "a 2×+ decode speedup", "by 3x+": at least N (a "+"
            # glued to the factor); with a relation or a hedge of its own ("over 2x+", "~2x+") not read
            if rel != "=" or hedge:
                return 0
            return self._ratio(i, j, n + 2, v, d, ">=", hedge)
        if w in ("x", "×", "fold") or (w == "times" and t is not None):
            return self._ratio(i, j, n + 1, v, d, rel, hedge)
        if t is not None and t.kind != "num":
            # a number word counts something or it is prose
            return self._count(i, j, n, v, rel) if self._count_noun_at(n) else 0
        if w in ("%", "percent") and self.free(n):
            return self._percent(i, n + 1, v, d, rel, hedge)
        if w == "/" and self.free(n) and self.tok(n + 1) is not None and self.tok(n + 1).kind == "num":
            share = _fraction_changes.slash_share_at(self, j, n) if rel == "=" and not neg else None
            if share is not None:
                # production: fraction_share -- "BF16 gets 2/3 of FP8's throughput", "about 2/3 that of FP8", "1/2 the
                # throughput of X": a written fraction of small whole numbers before what it is a share of, read as
                # "two-thirds of FP8's throughput" (the ratio, within 5% of it, 10% hedged)
                return self._ratio(i, j, share[0], share[1], 0, rel, hedge)
            if rel != "=" or hedge:
                return 0  # "did not complete 50/50 requests", "about 45/48": a fraction keeps no relation: not read
            return self._fraction(i, j, n + 2, v, self.tok(n + 1).value)
        if w == "+" and rel == "=" and not hedge and self.free(n) and self.adjacent(n) and t is not None \
                and t.kind == "num" and self.phrase(n + 1, RATE_UNITS):
            # production: plus_bound -- "15+ t/s", "80+ tokens per second": at least N (a rate only)
            rel, n, w = ">=", n + 1, self.w(n + 1)
        r = self.phrase(n, RATE_UNITS)
        if r:
            if r[1] == "throughput" and i > self.i0 and self.w(i - 1) == "at" and (
                    i - 1 == self.i0 or self.w(i - 2) in (",", "(", ";")):
                return 0  # "At 12 requests per second, ...": the offered request rate (a setting), not a throughput
            e = n + r[0]
            if self.w(e) == "(" and self.free(e):
                syn = self.metric_phrase(e + 1) or self.phrase(e + 1, RATE_UNITS)
                if syn and syn[1] == r[1] and self.w(e + 1 + syn[0]) == ")" and self.free(e + 1 + syn[0]):
                    e += syn[0] + 2  # production: value -- "16 Output Tokens Per Second (OTPS)", "2 req/s (RPS)"
            if r[1] == "token_throughput" and not self.metric_phrase(e):
                e += self._aggregate_after(e)
            if r[1] == "token_throughput" and self.w(e) in UNIT_OUTPUT_TAILS and self.free(e) \
                    and self.metric_phrase(e) is None and (self.tok(e + 1) is None or e + 1 >= self.i1 or (
                        self.tok(e + 1).kind == "punct" and self.tok(e + 1).text in ",.;:)!?")
                        or self.w(e + 1) in UNIT_OUTPUT_TAIL_NEXT):
                # production: unit_output_tail -- "11.93 tok/s output, 10.73 s mean latency", "~728 tok/s out": the
                # token rate's own kind said after its unit, ending the value's phrase (never "out of", "output
                # tokens"): the output token throughput, as "728 output tok/s"
                e += 1
            rt, band = self._time_restates_rate(e, v, d) if r[1] == "token_throughput" and rel == "=" and not hedge \
                else (0, None)
            if rt:
                # production: per_token_restated -- "62.5 tokens/s (16 ms per token)", "20 tok/s, i.e. 50 ms/token": the
                # time per token after the rate is the rate inverted, read as agreeing with it (else not read); the rate
                # is graded within both stated precisions (the time's inverted: ``restated_band``)
                got = self._value(i, e, "rate", v, d, rel, hedge, metric=r[1])
                if got:
                    self.cores[-1].restated = (e, rt)  # type: ignore[attr-defined]
                    self.cores[-1].restated_band = band  # type: ignore[attr-defined]
                    self.take(e, rt)
                    return rt - i
                return 0
            return self._value(i, e, "rate", v, d, rel, hedge, metric=r[1])
        if w in DURATION_UNITS and self.free(n):
            pt = self._per_token_at(n + 1)
            k = n + 1 + pt
            if pt and rel == "=" and not hedge and self._restates_rate(i, v, d, DURATION_UNITS[w], k):
                # production: per_token_restated -- "39.2ms/tok (25.51 tokens/s)", "19.29 ms per token, 51.84 tokens
                # per second" (llama.cpp's timings): the time per token is the token rate beside it, inverted; the
                # rate is the assertion, the time per token is read as agreeing with it (else not read)
                t = self.tok(k + 1)
                got = self._value(k + 1, k + 2 + self.phrase(k + 2, RATE_UNITS)[0], "rate", t.value, t.decimals, "=",
                                  "", metric="token_throughput")
                if got:
                    self.cores[-1].restated = (i, k)  # type: ignore[attr-defined]
                    band = self._inverse_band(v, d, DURATION_UNITS[w])
                    self.cores[-1].restated_band = band  # type: ignore[attr-defined]
                    self.take(i, k)
                    return k + 1 + got - i
            if pt:
                # production: per_token -- "38.6 ms/token", "47 ms per token": a time per output token; a decode-phase
                # word right after it ("47 ms/token decoding") names the phase that time is of, and nothing else: only
                # at the phrase's end (before punctuation, a preposition or the clause's end), never before a noun it
                # would modify ("ms/token decode latency")
                end = k + 1 if self.w(k) in PER_TOKEN_PHASE_WORDS and self.free(k) and (
                    k + 1 >= self.i1 or self.w(k + 1) in PER_TOKEN_PHASE_AFTER) else k
                got = self._value(i, end, "duration", v, d, rel, hedge, scale=DURATION_UNITS[w])
                if got:
                    self.cores[-1].per_token = True  # type: ignore[attr-defined]
                return got
            return self._value(i, n + 1, "duration", v, d, rel, hedge, scale=DURATION_UNITS[w])
        carried = _value_lists.carried_unit(self, i, n, v) if k == 0 and t is not None and t.kind == "num" else None
        if carried is not None:
            # production: unit_list_carried -- "Mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4": a bare number
            # in a list of values that each name their arm takes the previous value's unit (claims/value_lists.py)
            kind, scale, metric = carried
            return self._value(i, n, kind, v, d, rel, hedge, metric=metric, scale=scale)
        if self._count_noun_at(n):
            return self._count(i, j, n, v, rel)
        return 0

    def range_or_number(self, q: int, rel: str, need_range: bool = False):
        """(the range_tokens tuple or None, value, decimals, next token) of the amount at ``q``: a range where the
        relation is "=" (required with ``need_range``), else one free number; None when there is neither."""
        rng = self.range_tokens(q) if rel == "=" else None
        if rng:
            return rng, rng[2], rng[3], rng[6]
        if need_range:
            return None
        t = self.tok(q)
        if t is None or t.kind != "num" or t.value is None or not self.free(q):
            return None
        return None, t.value, t.decimals, q + 1

    def range_tokens(self, j: int, units: bool = False):
        """(lo text, hi text, lo, lo decimals, hi, hi decimals, next token) of a range at ``j``, or None. With ``units``
        a rate or duration unit may follow each end ("150 ms - 250 ms", "between 20 tok/s and 30 tok/s"): the next
        token is then the high end's unit."""
        t = self.tok(j)
        if t is None or not self.free(j):
            return None
        if units and (got := self._unit_range(j)) is not None:
            return got
        m = _RANGE.match(t.text) if t.kind == "ident" else None
        t1 = self.tok(j + 1)
        mx = _X_RANGE.match(t1.text) if t.kind == "num" and t.value is not None and t1 is not None \
            and t1.kind == "ident" and self.free(j + 1) and self.adjacent(j + 1) else None
        if m:
            lo, hi, n = m.group(1), m.group(2), j + 1
        elif mx and self.w(j + 2) in ("x", "\u00d7") and self.free(j + 2) and self.adjacent(j + 2):
            # production: range -- "2x-3x", "1.2x-1.4x", "1.69x–2.00x" written glued (the lexer makes "x-3" one
            # token): both ends in x, as "2x - 3x"
            lo, hi, n = t.text, mx.group(1), j + 2
        elif t.kind == "num" and t.value is not None:
            k = j + 1
            pct = False
            if self.w(k) in ("x", "×", "times") and self.free(k):
                k += 1  # "14x - 24x"; "14 times - 24 times" was read as two ratios, "14 times" alone graded false
            elif self.w(k) == "%" and self.free(k) and self.w(k + 1) in ("-", "\u2013", "to", "~"):
                k, pct = k + 1, True  # "20%-30%", "5%–20%": both ends in percent
            if not (self.free(k) and self.w(k) in ("-", "\u2013", "to", "~")):
                return None
            t2 = self.tok(k + 1)
            if t2 is None or t2.kind != "num" or t2.value is None or not self.free(k + 1):
                return None
            if self.w(k) == "-" and not (self.r.toks[k].start > self.r.toks[k - 1].end or self.adjacent(k + 1)):
                return None
            if self.w(k) == "~" and not (self.adjacent(k) and self.adjacent(k + 1)):
                # production: range -- "2~3x", "10~20%", "2x~3x", "100~200 ms": a tilde glued to both ends is a range's
                # dash (as many write-ups write it); with a space on either side it is the hedge of the number after it
                return None
            if pct and self.w(k + 2) not in ("%", "percent"):
                return None
            lo, hi, n = t.text, t2.text, k + 2
        elif t.kind == "word" and t.low == "between":
            # production: between_range -- "between 1.5x and 2.5x", "between 150 and 250 ms", "between 20% and 30%"
            t1 = self.tok(j + 1)
            if t1 is None or t1.kind != "num" or t1.value is None or not self.free(j + 1):
                return None
            k = j + 2
            unit = self.w(k) if self.w(k) in ("x", "×", "%") and self.free(k) else ""
            k += bool(unit)
            t2 = self.tok(k + 1)
            if self.w(k) != "and" or not self.free(k) or t2 is None or t2.kind != "num" or t2.value is None \
                    or not self.free(k + 1):
                return None
            if unit and self.w(k + 2).replace("×", "x") != unit.replace("×", "x") and not (
                    unit == "%" and self.w(k + 2) == "percent"):
                return None
            lo, hi, n = t1.text, t2.text, k + 2
        elif t.kind == "word" and t.low in NUMBER_WORDS and self.w(j + 1) == "to" and self.free(j + 1) \
                and self.tok(j + 2) is not None and self.tok(j + 2).kind == "word" \
                and self.tok(j + 2).low in NUMBER_WORDS and self.free(j + 2) and self.w(j + 3) == "times" \
                and self.free(j + 3) and not (j > self.i0 and self.w(j - 1) == "from"):
            # production: range -- "two to three times better throughput than X", "five to ten times slower": whole
            # number words, only before "times" (never after "from": "from two to three times" is from-to)
            lo, hi, n = str(NUMBER_WORDS[t.low]), str(NUMBER_WORDS[self.tok(j + 2).low]), j + 3
        else:
            return None
        if any("," in x and not _COMMA_GROUPED.match(x) for x in (lo, hi)):
            return None  # a decimal comma ("13,46-14,2 t/s"): not read as a range end (statement.py reads the number)
        if any(x[-1:] in ("k", "K") for x in (lo, hi)):
            return None  # numbers written in thousands ("5.0k to 5.2k tok/s", kilo_pair_head): a pair, not a range here
        vlo, dlo = Decimal(lo.replace(",", "")), len(lo.split(".")[1]) if "." in lo else 0
        vhi, dhi = Decimal(hi.replace(",", "")), len(hi.split(".")[1]) if "." in hi else 0
        if not vlo < vhi:
            return None
        return lo, hi, vlo, dlo, vhi, dhi, n

    def _unit_range_shape(self, j: int):
        """(low end's unit, dash, high end, high end's unit) of "N UNIT - N UNIT" at ``j`` (a rate or a duration unit
        after each number, the same unit kind and metric on both ends; the dash "-" or "\u2013", or "between N UNIT and N
        UNIT" from the word before ``j``), or None. Not after "from" (a before and after pair); "to" only right after
        a range noun ("in the range of 150 ms to 250 ms": elsewhere "150 ms to 250 ms" may be a before and after)."""
        t = self.tok(j)
        if t is None or t.kind != "num" or t.value is None or not self.free(j):
            return None
        if any(self.w(x) == "from" for x in range(max(self.i0, j - 3), j)):
            return None
        u1 = self.unit_at(j + 1)
        if u1 is None or u1[1] not in ("rate", "duration"):
            return None
        k = j + 1 + u1[0]
        between = j > self.i0 and self.w(j - 1) == "between" and self.free(j - 1)
        named = j - 1 > self.i0 and (self.w(j - 1) in RANGE_NOUNS or self.w(j - 1) == "of"
                                     and self.w(j - 2) in RANGE_NOUNS)
        dashes = ("and",) if between else ("-", "\u2013", "to") if named else ("-", "\u2013")
        if not self.free(k) or self.w(k) not in dashes:
            return None
        t2 = self.tok(k + 1)
        if t2 is None or t2.kind != "num" or t2.value is None or not self.free(k + 1):
            return None
        u2 = self.unit_at(k + 2)
        if u2 is None or u2[1:3] != u1[1:3]:
            return None
        e = k + 2 + u2[0]
        if self.w(e) in SENSE or (self.w(e) == "(" and self.arm_at(e + 1) is not None):
            # "a mean TTFT of 200 ms - 300 ms lower than X": a value, then a difference after a dash; "200 ms - 500 ms
            # (A vs B)": a value per arm
            return None
        return u1, k, k + 1, u2

    @staticmethod
    def _range_of(rng, hedge: str):
        """The range a ``range_tokens`` tuple keeps (tolerance.range_band): its interval, label and dispute band."""
        return range_band(rng[2], rng[3], rng[4], rng[5], hedge, f"range {rng[0]}-{rng[1]}")

    def _change_before(self, j: int) -> bool:
        """A change or direction word before ``j`` in the clause, or "from" right before it: two values after it may be
        its before and after, not the ends of a range."""
        if j > self.i0 and self.w(j - 1) == "from":
            return True
        return any(self.w(x) in SENSE or self.w(x) in CHANGE_VERBS or self.w(x) in CHANGE_INTRANS
                   or self.w(x) in TRANSITION_VERBS for x in range(self.i0, j))

    def _unit_range(self, j: int):
        """production: unit_range -- "150 ms - 250 ms", "20 tok/s – 30 tok/s", "between 150 ms and 250 ms" (at the
        number after "between"): a range with its unit written on both ends, as range_tokens returns
        one (the next token: the high end's unit); a high end not above the low end is not a range (None)."""
        shape = self._unit_range_shape(j)
        if shape is None:
            return None
        u1, k, q, u2 = shape
        if u1[3] != u2[3]:
            return None  # "150 ms - 0.25 s": two scales, not read
        if self._change_before(j):
            # "mean TTFT rose, 150 ms to 250 ms", "throughput got better: 2 req/s - 3 req/s": after a change or a
            # direction word the two values may be its before and after, not a range either may fall in (not read)
            return None
        if self.w(k) == "-" and not (self.r.toks[k].start > self.r.toks[k - 1].end or self.adjacent(q)):
            return None
        lo, hi = self.tok(j).text, self.tok(q).text
        if any("," in x and not _COMMA_GROUPED.match(x) for x in (lo, hi)):
            return None
        vlo, dlo = Decimal(lo.replace(",", "")), len(lo.split(".")[1]) if "." in lo else 0
        vhi, dhi = Decimal(hi.replace(",", "")), len(hi.split(".")[1]) if "." in hi else 0
        if not vlo < vhi:
            return None
        return lo, hi, vlo, dlo, vhi, dhi, q + 1

    def _range_noun(self, i: int, e: int) -> tuple[int, int] | None:
        """production: range_noun -- (the lead's first token, the end) of a value range from ``i`` to ``e`` named as a
        range: "in / within" + "the / a" + an adjective? before it and "range / band" after it ("in the 22.7-23.7 tok/s
        range", "within the measured 22.7–23.7 tok/s band"), or "in / within" + "the / a" + "range / band" + "of"?
        before it ("in the range of 80-85 tokens/s", "in the range 80-85 tokens/s"); else None."""
        k = i - (i - 1 >= self.i0 and self.w(i - 1) in RANGE_NOUN_ADJECTIVES and self.free(i - 1))
        if e < self.i1 and self.w(e) in RANGE_NOUNS and self.free(e) and k - 2 >= self.i0 \
                and self.w(k - 1) in RANGE_NOUN_ARTICLES and self.w(k - 2) in RANGE_NOUN_LEADS \
                and self.free(k - 1) and self.free(k - 2):
            return self._range_noun_verb(k - 2), e + 1
        k = i - (i - 1 >= self.i0 and self.w(i - 1) == "of" and self.free(i - 1))
        if k - 3 >= self.i0 and self.w(k - 1) in RANGE_NOUNS and self.w(k - 2) in RANGE_NOUN_ARTICLES \
                and self.w(k - 3) in RANGE_NOUN_LEADS and all(self.free(x) for x in range(k - 3, k)):
            return self._range_noun_verb(k - 3), e
        return None

    def _range_noun_verb(self, k: int) -> int:
        """The lead's first token: a verb of place right before it ("lies in the range of", "holds within the") joins
        it (vocabulary.RANGE_NOUN_VERBS)."""
        return k - 1 if k - 1 >= self.i0 and self.w(k - 1) in RANGE_NOUN_VERBS and self.free(k - 1) else k

    # production: range (its tails: production: ratio_tail, production: percent_tail)  ("1.8-2.7x", "14x - 24x", "13-33% faster", "2.5 to 3x")
    def m_range(self, i: int, j: int, rel: str, hedge: str, neg: bool) -> int:
        if rel != "=" or neg or not self.free(j):
            return 0
        between = self.w(j) == "between" and self.free(j) and self._unit_range_shape(j + 1) is not None
        got = self.range_tokens(j + between, units=True)
        if got is None:
            return 0
        lo, hi, vlo, dlo, vhi, dhi, n = got
        w = self.w(n)
        before = len(self.cores)
        if w == "+" and self.free(n) and self.adjacent(n):
            # production: range_plus -- "60 to 80+ tokens per second", "40–80+ t/s": a rate range whose high end is open
            # (at least the low end, as "80+ t/s" is at least 80; production plus_bound); a rate only, no hedge, never
            # a before and after ("from 60 to 80+ tok/s", "dropped to 60-80+ tok/s": not read)
            u = self.unit_at(n + 1)
            if hedge or between or self.w(j) == "between" or u is None or u[1] != "rate" or self._change_before(j):
                return 0
            got = self._value(i, n + 1 + u[0], "rate", vlo, dlo, ">=", hedge, metric=u[2])
            if not got or len(self.cores) != before + 1 or self.cores[-1].kind != "rate":
                return self._undo(before, 0) if got else 0
            self.take(i, max(self.cores[-1].i1, self.cores[-1].span_end))
            return got
        if w in ("x", "×", "times", "fold") and self.free(n):
            got = self._ratio(i, j, n + 1, vlo, dlo, rel, hedge)
        elif w in ("%", "percent") and self.free(n):
            got = self._percent(i, n + 1, vlo, dlo, rel, hedge)
        elif self.unit_at(n) is not None and self.unit_at(n)[1] in ("rate", "duration"):
            if self.w(i - 1) == "," and any(x.kind in ("ratio", "pct_change") and max(x.i1, x.span_end) == i - 1
                                            for x in self.cores):
                # "Throughput rose 50%, 2 to 4.6 req/s": after a change and a comma, "A to B" is the change's before and
                # after values, not a range either value may fall in ("2 to 4.6" would hold of 3 -> 4.5): not read
                return 0
            u = self.unit_at(n)
            named = self._range_noun(i, n + u[0])
            got = self._value(i, n + u[0], u[1], vlo, dlo, rel, hedge, metric=u[2], scale=u[3])
            if got and named is not None and len(self.cores) == before + 1 and self.cores[-1].span_end == n + u[0]:
                # production: range_noun -- "in the 22.7-23.7 tok/s range", "in a narrow 22.7–23.7 tok/s band", "in the
                # range of 80-85 tokens/s": the lead and the noun name the range, nothing more
                lead, end = named
                self.take(lead, i)
                self.cores[-1].lead_span = (lead, i)  # type: ignore[attr-defined]
                self.cores[-1].i1 = self.cores[-1].span_end = end
                got = end - i
        else:
            return 0
        if not got or len(self.cores) != before + 1 or self.cores[-1].kind not in ("ratio", "pct_change", "rate",
                                                                                    "duration"):
            for c in self.cores[before:]:
                for k in range(c.i0, max(c.i1, c.span_end)):
                    if self.r.toks[k].kind != "arm":
                        self.r.used[k] = ""
            del self.cores[before:]
            return 0
        c = self.cores[-1]
        c.range = range_band(vlo, dlo, vhi, dhi, hedge, f"range {lo}-{hi}")  # type: ignore[attr-defined]
        self.take(i, max(c.i1, c.span_end))
        return got

    def _token_mod_at(self, k: int) -> bool:
        """"prompt" / "completion" (a request noun of its own) right before "tokens": a modifier of the token count
        ("102,400 prompt tokens", "69,120 cached prompt tokens"), never a count of prompts."""
        return self.w(k) in ("prompt", "completion") and self.w(k + 1) == "tokens" and self.free(k + 1)

    def _count_noun_at(self, n: int) -> bool:
        k = n
        while self.free(k) and self.w(k) in COUNT_MODIFIERS and (
                self.w(k) not in COUNT_NOUNS or self._token_mod_at(k)):
            k += 1
        if self.free(k) and self.w(k) in COUNT_NOUNS:
            return True
        ds = _descriptors.counted_dataset_at(self, k) if k == n else None
        if ds is not None and self.w(ds[1]) in COUNT_NOUNS:
            return True  # production counted_dataset: "200 random prompts", "500 ShareGPT prompts"
        a = self.arm_at(k)
        if a is not None and a.low.split()[-1] in ("workers", "worker"):
            return True
        # "1 cancelled", "12 completed": a participle counting the clause's jobs / tasks
        return k == n + 1 and self.w(n) in ("cancelled", "canceled", "submitted", "scheduled", "completed", "failed")

    # production: ratio
    def _metric_noun(self, k: int) -> tuple[int, str, str | None, str] | None:
        """``[STAT] METRIC [STAT] CHANGE_NOUN`` at ``k`` (after "N x"): (end, metric, statistic, noun)."""
        j, stat = k, None
        s = self.phrase(j, STAT_PHRASES) if not self._metric_first(j) else None
        if s:
            stat, j = s[1], j + s[0]
        m = self.metric_named(j)  # "a 3x Time To First Token (TTFT) reduction"
        if not m and stat is None and (ws := self._work_speed(j)) and self.w(j + ws[0]) in _WORK_SPEED_NOUNS:
            m = ws  # production: work_speed -- "a 2x inference speedup", "a 1.3x decode slowdown"
        if not m:
            return None
        j += m[0]
        if stat is None:
            s = self.phrase(j, STAT_PHRASES)
            if s:
                stat, j = s[1], j + s[0]
        noun = self.w(j)
        if noun not in CHANGE_NOUNS or not self.free(j):
            return None
        metric = m[1]
        if metric == PERFORMANCE:
            if CHANGE_NOUNS[noun] not in PERFORMANCE_SENSES:
                return None
            metric = SPEED  # production: performance_measures -- "a 2x performance increase": the work's speed
        return j + 1, metric, stat, noun

    def _rate_after_more(self, i: int, k: int) -> bool:
        """A rate unit at ``k`` after "more" / "fewer" ("1.5x more requests per second"): a throughput, unless the
        quantity at ``i`` follows "at", "with" or "under" ("at 2x more requests per second": an offered load)."""
        return bool(self.phrase(k, RATE_UNITS)) and not (i > self.i0 and self.w(i - 1) in ("at", "with", "under"))

    def _throughput_after_more(self, i: int, k: int) -> bool:
        """A throughput metric phrase at ``k`` after "more" with no binder ("gives 1.5x more output throughput"), as a
        rate unit is (``_rate_after_more``: the witness's other arm; not after "at" / "with" / "under")."""
        m = self.metric_phrase(k)
        return bool(m) and m[1] in _MORE_THROUGHPUT and not (i > self.i0 and self.w(i - 1) in ("at", "with", "under"))

    def _metric_then_binder(self, k: int) -> bool:
        """A metric phrase or a rate unit at ``k`` followed by a baseline binder ("2x more tokens per
        second than X", "3x more throughput over X"): "more" / "less" is then a direction word."""
        s = self.phrase(k, STAT_PHRASES) if not self._metric_first(k) else None
        if s:
            k += s[0]  # "4x less mean TTFT than X": the statistic before the metric
        m = self.metric_phrase(k) or (None if s else self.phrase(k, RATE_UNITS))
        return bool(m) and any(self.seq(k + m[0], b) for b in BINDERS_BY_FIRST.get(self.w(k + m[0]), ()))

    def _less_time_at(self, k: int) -> bool:
        """production: less_time -- "4x less mean TTFT", "3x less p99 latency": a statistic at most and a duration metric
        right after "less" (no "than" needed, as "4x lower mean TTFT"): the value's direction, down."""
        s = self.phrase(k, STAT_PHRASES) if not self._metric_first(k) else None
        m = self.metric_phrase(k + (s[0] if s else 0))
        # "33% less time for the whole batch": "(total) time" and the whole set, the wall (production whole_run_noun)
        return bool(m) and m[1] in DURATION_METRICS or bool(_whole_run_time_noun(self, k))

    # production: as_much_metric ("twice as much throughput as X", "three times as much output throughput as X", "1.5x
    # as many requests per second as X", "2.5x as many tokens per second as X", "half as much mean TTFT as X"): after a
    # ratio, "as much" / "as many", the metric (a statistic at most before or after it; or a rate unit, "requests per
    # second" / "tokens per second", a throughput),
    # then the closing "as" and the ARM, which binds the baseline as "than" does: the ratio of that metric, treatment
    # over baseline (the value's direction, up: whatever the metric's sense). Its length, metric and statistic, or None
    def _as_much_metric(self, n: int) -> tuple[int, str, str | None] | None:
        if self.w(n) != "as" or self.w(n + 1) not in ("much", "many") or not (self.free(n) and self.free(n + 1)):
            return None
        k, stat = n + 2, None
        s1 = self.phrase(k, STAT_PHRASES)
        if s1:
            stat, k = s1[1], k + s1[0]
        m = self.metric_phrase(k)
        if m is None:
            u = self.phrase(k, RATE_UNITS)
            # "requests per second", "tokens per second", "output tok/s": a throughput, as "2x more tokens per second
            # than X" reads it (never a per-user rate)
            m = u if u and u[1] in ("throughput", "token_throughput", "total_token_throughput") and stat is None else None
        if m is None or m[1] == PERFORMANCE:
            return None  # "twice as much performance as X": names no metric
        k += m[0]
        if stat is None and (s2 := self.phrase(k, STAT_PHRASES)):
            stat, k = s2[1], k + s2[0]
        if self.w(k) != "as" or self.arm_at(self.skip_the(k + 1)) is None:
            return None
        return k - (n + 2), m[1], stat

    def _participle_metric(self, k: int) -> bool:
        """(production ratio_participle) a metric phrase at ``k``, a statistic before it allowed, free and not
        "performance" (which names no metric: vocabulary.PERFORMANCE), and no "by" after it ("2x increased throughput by
        30%": the participle is a verb there, with its own amount)."""
        st = self.phrase(k, STAT_PHRASES)
        k += st[0] if st else 0
        m = self.metric_phrase(k)
        if m is None or m[1] == PERFORMANCE or not all(self.free(x) for x in range(k, k + m[0])):
            return False
        e = k + m[0]
        st2 = self.phrase(e, STAT_PHRASES)
        return self.w(e + (st2[0] if st2 else 0)) != "by"

    def _resource_ratio(self, n: int) -> bool:
        """production: resource_ratio -- "with half the GPUs", "on twice as many cards", "2x the GPU count", "double
        the cost": the words after a ratio name what a run spends (``RESOURCE_NOUNS``), so the ratio is of that, not of
        the clause's metric (it was read as the throughput's ratio: "about 10% more throughput with half the GPUs"
        graded false). Not read here: the ratio's words stay unread."""
        k = n
        if self.w(k) == "the":
            k += 1
        elif self.w(k) == "as" and self.w(k + 1) in ("many", "much"):
            k += 2
        else:
            return False
        if self.w(k) in ("number", "amount", "count") and self.w(k + 1) == "of":
            k += 2
        t = self.tok(k)
        return t is not None and (self.w(k) in RESOURCE_NOUNS or t.kind == "gpu")

    def _ratio(self, i: int, j: int, n: int, v: Decimal, d: int, rel: str, hedge: str) -> int:
        if self._resource_ratio(n):
            return 0
        c = Core("ratio", i, n, value=v, decimals=d, relation=rel, hedge=hedge)
        w = self.w(n)
        if w in SENSE and self.free(n) and w not in ("more", "less", "fewer") or (
                w in ("more", "less", "fewer") and (self.w(n + 1) == "than" or self._metric_then_binder(n + 1)
                                                    or self._rate_after_more(i, n + 1)
                                                    or w == "less" and self._less_time_at(n + 1)
                                                    # production: more_throughput -- "1.5x more output throughput"
                                                    or w == "more" and self._throughput_after_more(i, n + 1))):
            c.sense = SENSE[w]
            c.word = w
            n += 1
        elif w == "as" and self.w(n + 1) in ("fast", "quick", "slow") and self.w(n + 2) in _AS_FAST_TAILS \
                and self.free(n) and self.free(n + 1):
            # production: as_fast_alone -- "twice as fast per token", "1.8x as fast end to end": the closing "as X"
            # left out, the comparison with the other arm, as "2x faster" says it (what follows is read as after
            # "faster"; claimcheck/claims/end_to_end.py, token_speed.py)
            c.sense = "better" if self.w(n + 1) != "slow" else "worse"
            c.word = "slower" if self.w(n + 1) == "slow" else "faster"
            self.take(n, n + 2)
            n += 2
        elif w == "as" and self.w(n + 1) in _AS_ADJ_ALONE and self.free(n) and self.free(n + 1) \
                and self.w(n + 2) != "as" and (n + 2 >= self.i1 or self.w(n + 2) in _AS_ADJ_NEXT
                                               or self.r.toks[n + 2].kind == "arm"):
            # production: as_adj_alone -- "throughput is twice as high with FP8", "TTFT is half as long on X (as on
            # Y)": the comparative the adjective stands for ("twice as high" = "2x higher"), its arms as after "2x
            # higher" (an arm phrase, then "as" the baseline's as "than" would be: _as_binder)
            c.word = _AS_ADJ_ALONE[self.w(n + 1)]
            c.sense = SENSE[c.word]
            self.take(n, n + 2)
            n += 2
            q = n + (self.w(n) in _ARM_PREPS and self.free(n))
            q = self.skip_the(q)
            a = self.arm_at(q)
            if a is not None and q > n:
                p = q + 1 + (self.w(q + 1) == "arm")
                if self.w(p) == "as" and self.free(p):
                    self.as_binders.add(p)  # "as high with FP8 as with BF16": the closing "as" binds as "than"
        elif w == "as" and (self.w(n + 2) == "as" and self.w(n + 1) in ("fast", "quick", "high", "much", "long",
                                                                           "slow", "many")
                            or self._as_much_metric(n) is not None):
            own = self._as_much_metric(n)  # production: as_much_metric -- "twice as much throughput as X"
            c.sense = {"fast": "better", "quick": "better", "slow": "worse"}.get(self.w(n + 1), "up")
            c.word = {"fast": "faster", "quick": "faster", "slow": "slower"}.get(self.w(n + 1), "")
            if self.w(n + 1) == "long":
                c.metric = "wall"
            if own is not None:
                c.metric, c.statistic = own[1], own[2]
                self.take(n + 2, n + 2 + own[0])
                self.take(n, n + 2)
                n += own[0]
            else:
                self.take(n, n + 2)
            n += 2
            # the closing "as" binds the baseline like "than"
            a = self.arm_at(self.skip_the(n + 1))
            if a is not None:
                end = a.i + 1 + (self.w(a.i + 1) == "arm")
                end += self.w(end) == "'s"
                self.take(n, end)
                self.r.used[a.i] = "arm"
                c.baseline, c.baseline_amb = a.arm, a.arms
                c.i1 = n
                c.span_end = end
                self.take(i, n)
                self.cores.append(c)
                return end - i
        elif w in ("more", "less") and self.w(n + 1) == "time" and self.free(n) and self.free(n + 1) \
                and self._all_work(n + 2):
            # production: more_time -- "takes about 6x more time to get all results": the time to get all of the
            # run's work done is its wall, so "N x more time to <get | complete ...> all <results | requests ...>" is
            # "N x longer" ("less": "shorter"), the wall-time ratio. A bare "N x more time (than X)" stays unread:
            # "time" alone may be the wall, a request's latency or its TTFT (vocabulary.UNREAD_METRIC_WORDS)
            c.sense, c.word = ("up", "longer") if w == "more" else ("down", "shorter")
            n += 2 + self._all_work(n + 2)
        elif w in RATIO_PARTICIPLES and self.free(n) and self._participle_metric(n + 1):
            # production: ratio_participle -- "up to 2.4x increased throughput with XQA", "3x reduced mean TTFT": the
            # participle before its metric reads as the comparative it means ("2.4x higher throughput")
            c.word = RATIO_PARTICIPLES[w]
            c.sense = SENSE[c.word]
            n += 1
        elif w in ("speedup", "slowdown", "speedups", "slowdowns"):  # "2-3x speedups over X": a range's plural
            c.sense = SENSE[w.rstrip("s")]
            c.word = w.rstrip("s")
            n += 1
        elif w == "speed" and self.w(n + 1) in ("up", "ups") and self.free(n) and self.free(n + 1):
            c.sense, c.word = "better", "speedup"  # "a 2x speed-up over X" (the lexer drops the hyphen)
            n += 2
        elif (e2e := _end_to_end.before_speed_noun(self, n)) is not None:
            # production: end_to_end_speed -- "a 1.9x end-to-end speedup": the end-to-end latency's ratio
            c.sense, c.word = SENSE[e2e[1].rstrip("s")], e2e[1].rstrip("s")
            c.metric = _end_to_end.METRIC
            n += e2e[0]
        if c.word in _end_to_end.SPEED_WORDS_BEFORE and c.metric is None and (k := _end_to_end.after_speed_word(self, n)):
            # production: end_to_end_speed -- "1.9x faster end to end (than X)" (claimcheck/claims/end_to_end.py)
            c.metric = _end_to_end.METRIC
            n += k
        c.i1 = n
        c.span_end = n
        got = self._metric_noun(n) if not c.sense else None
        if got is not None:
            # production: metric_noun -- "a 2x mean TTFT reduction", "a 2.4x throughput improvement", "6.6x
            # performance improvements": the noun's direction on the metric before it
            end, c.metric, c.statistic, c.word = got
            c.sense = CHANGE_NOUNS[c.word]
            c.i1 = c.span_end = end
            self.take(i, end)
            self.cores.append(c)
            return end - i
        # "0.539x the tuned sequential rate", "1.36x that of X", "0.5x the throughput of X", "half the wall time of X"
        if not c.sense and (got := self._run_time_of(i, n, c)):
            return got
        if not c.sense:
            k = self.skip_the(n)
            a = self.arm_at(k)
            # "half the p99 latency of X", "twice the requests per second of X": a statistic, a rate unit as the metric
            st0 = self.phrase(k, STAT_PHRASES) if a is None and not self._metric_first(k) else None
            km = k + (st0[0] if st0 else 0)
            m0 = (self.metric_phrase(km) or (self.phrase(km, RATE_UNITS) if not st0 else None)) if a is None else None
            if m0 and self.w(km + m0[0]) == "of":
                k2 = self.skip_the(km + m0[0] + 1)
                a2 = self.arm_at(k2)
                if a2 is not None:
                    c.metric = m0[1]
                    c.statistic = st0[1] if st0 else None
                    a, k = a2, k2
                    end = k + 1 + (self.w(k + 1) == "arm")
                    self.take(n, end)
                    self.r.used[k] = "arm"
                    c.baseline, c.baseline_amb = a.arm, a.arms
                    c.span_end = end
                    self.take(i, c.i1)
                    self.cores.append(c)
                    return c.span_end - i
            if m0 and not st0 and k > n and self.metric_phrase(km) is None and self.w(km) not in ("qps", "rps") \
                    and self.w(km + m0[0]) in ("", ".", ",", ";", "!", ")", "with", "than", "over", "versus", "vs",
                                                "compared", "relative") and km + m0[0] <= self.i1:
                # production: unit_object -- "twice the tok/s", "2x the requests per second (of X)": after "the", a rate
                # unit names the ratio's metric (RPS / QPS, an offered load or the achieved rate?, stay unread)
                c.metric = m0[1]
                end = km + m0[0]
                self.take(n, end)
                c.span_end = end
                self.take(i, c.i1)
                self.cores.append(c)
                return end - i
            if a is not None and k > n or (a is not None and self.w(n) != ","):
                end = k + 1 + (self.w(k + 1) == "arm")
                fig = self._figure_value(end, a) if k > n else None
                poss = self.w(end) == "'s"
                end += poss
                m = self.metric_phrase(end) if fig is None else None
                own = self._possessive_value(end, a) if poss and not m else None
                if fig is not None:
                    # production: figure_value -- "1.56x the TP1 figure of 157 tokens/s", "1.56x the TP1 figure"
                    end, own = fig
                    if own is not None:
                        c.metric, c.statistic = own.metric, own.statistic
                        end = own.span_end
                if m:
                    c.metric = m[1]
                    end += m[0]
                elif own is not None:
                    # production: possessive_value -- "1.45x vLLM's 3.1 req/s", "1.3x the baseline's 120 tok/s",
                    # "twice TGI's 310 ms TTFT": the ratio's baseline arm and its value, of the value's metric
                    c.metric, c.statistic = own.metric, own.statistic
                    end = own.span_end
                self.take(n, end)
                self.r.used[k] = "arm"
                c.baseline, c.baseline_amb = a.arm, a.arms
                c.span_end = end
                if own is not None:
                    self.cores.append(own)
        self.take(i, c.i1)
        self.cores.append(c)
        return c.span_end - i

    def _run_time_of(self, i: int, n: int, c: Core) -> int:
        """production: run_time_of -- after "in" / "took" / "takes" (the run's time: its wall, as a bare duration there
        is), a ratio, "the", then the baseline's time -- "time" or a duration value -- and "of" ARM, or "the" ARM "'s"
        and a duration value ("finished in about half the 10.4 s of the baseline", "took a third the time of X",
        "finished in half the baseline's 10.4 s"): the wall-time ratio against that arm, and the value, if stated, that
        arm's wall. Not after one item ("a request finished in half the ...": single_item_time) or a bare count."""
        if i <= self.i0 or self.w(i - 1) not in ("in", "took", "takes") or not self.free(n):
            return 0
        if _single_item.names_one_item(self, self.i0, i) or _single_item.bare_count_before(self, i):
            return 0
        val = None
        a = self.arm_at(n)  # "the baseline" may be the arm's own alias
        k = n if a is not None else n + 1
        if a is None:
            if self.w(n) != "the":
                return 0
            a = self.arm_at(k)
        if a is not None:  # "the baseline's 10.4 s"
            q = k + 1 + (self.w(k + 1) == "arm")
            if self.w(q) != "'s" or not self.free(q):
                return 0
            t, u = self.tok(q + 1), self.unit_at(q + 2)
            if t is None or t.kind != "num" or t.value is None or not self.free(q + 1) or u is None \
                    or u[1] != "duration":
                return 0
            val, end = (q + 1, q + 2 + u[0], t, u), q + 2 + u[0]
            if end < self.i1 and self.w(end) not in (".", ",", ";", "!", ")", "and", "while", "but"):
                return 0  # "half the baseline's 10.4 s TTFT": another metric's value
        else:
            if self.w(k) == "time" and self.free(k):
                q = k + 1
            else:
                t, u = self.tok(k), self.unit_at(k + 1)
                if t is None or t.kind != "num" or t.value is None or not self.free(k) or u is None \
                        or u[1] != "duration":
                    return 0
                val, q = (k, k + 1 + u[0], t, u), k + 1 + u[0]
            if val is None and q == k + 1 and (self.w(i - 1) == "in" or self.w(i - 1) in ("took", "takes") and i - 2 >= self.i0
                                               and self.r.toks[i - 2].kind == "arm") \
                    and (q >= self.i1 or self.w(q) in _RUN_TIME_ENDS):
                # production: run_time_alone -- "finished the run in about half the time", "completed all 64
                # requests in a third of the time.", "EAGLE-3 took half the time": after "in" (or "took" / "takes"
                # right after the arm, its subject), a ratio of the run's time with its "of ARM" left
                # out: the wall-time ratio against the other arm, as "2x faster." compares with it (a witness of
                # two arms; with more, naming one arm only, it is not-yet); the clause ends at "time"
                end = q
                a = None
            elif self.w(q) != "of" or not self.free(q):
                return 0
            else:
                k = self.skip_the(q + 1)
                a = self.arm_at(k)
                if a is None or len(a.arms) != 1:
                    return 0
                end = k + 1 + (self.w(k + 1) == "arm")
                self.r.used[a.i] = "arm"
        c.metric = "wall"
        c.span_end = end
        self.take(n, end)
        if a is not None:
            c.baseline, c.baseline_amb = a.arm, a.arms
            self.r.used[a.i] = "arm"
        self.take(i, c.i1)
        self.cores.append(c)
        if val is not None:
            v0, v1, t, u = val
            own = Core("duration", v0, v1, value=t.value, decimals=t.decimals, metric="wall", scale=u[3])
            own.arm, own.arm_amb = a.arm, a.arms
            own.span_end = v1
            own.possessive = True  # type: ignore[attr-defined]  # the baseline's value, whatever the subject
            self.cores.append(own)
        return end - i

    def _all_work(self, k: int) -> int:
        """Tokens of "to <verb> all (the) <work>" at ``k`` ("to get all results", "to complete all requests"): the whole
        run's work, whose time is the wall (production more_time); 0 where anything else follows."""
        if not (self.w(k) == "to" and self.w(k + 1) in ALL_WORK_VERBS and self.w(k + 2) == "all"):
            return 0
        j = k + 3 + (self.w(k + 3) == "the")
        if self.w(j) not in ALL_WORK_NOUNS or not all(self.free(x) for x in range(k, j + 1)):
            return 0
        if j + 1 < self.i1 and self.w(j + 1) not in (".", ",", ";", "than", "!", ")"):
            return 0
        return j + 1 - k

    def _figure_value(self, k: int, a: Token) -> tuple[int, Core | None] | None:
        """production: figure_value -- after "the" ARM, a noun that names the arm's value (vocabulary.VALUE_FIGURE_NOUNS)
        at ``k``: with "of" and a value ("the TP1 figure of 157 tokens/s"), that arm's value, as possessive_value reads
        "TP1's 157 tokens/s": (the end of the value, the value); alone at the phrase's end ("1.56x the TP1 figure."): the
        arm itself, (the end of the noun, None). None otherwise ("the TP1 number of requests": the words stay)."""
        if self.w(k) == "of" and self.free(k) and len(a.arms) == 1:
            # "of" right after the arm's own phrase ("the TP1 baseline of 231 tokens/s", "the baseline of 231 tokens/s",
            # "the TP1 run of 231 tokens/s": an alias or arm noun ends the phrase): that arm's value, never the clause
            # subject's
            own = self._possessive_value(k + 1, a)
            return (own.span_end, own) if own is not None else None
        if self.w(k) not in VALUE_FIGURE_NOUNS or not self.free(k) or len(a.arms) != 1:
            return None
        if self.w(k + 1) == "of" and self.free(k + 1):
            own = self._possessive_value(k + 2, a)
            return (own.span_end, own) if own is not None else None
        if k + 1 >= self.i1 or self.w(k + 1) in (".", ",", ";", "!", "?", ")"):
            return k + 1, None
        return None

    def _possessive_value(self, k: int, a: Token) -> Core | None:
        """The value right after "ARM's" at ``k`` (production possessive_value): a rate, whose unit names its metric,
        or a duration followed by its metric phrase; a statistic may stand between ("vLLM's mean 310 ms TTFT" is not
        read: only "vLLM's 310 ms mean TTFT"). The value is that arm's; None when anything else follows."""
        t = self.tok(k)
        if t is None or t.kind != "num" or t.value is None or not self.free(k) or len(a.arms) != 1:
            return None
        u = self.unit_at(k + 1)
        prev = next((x for x in reversed(self.cores) if x.kind in ("rate", "duration") and x.value is not None), None)
        if u is None and prev is not None and (prev.metric is not None or prev.kind == "rate") \
                and self._unit_carried(k + 1, prev.value, t.value):
            # production: pair_unit_carried -- "SGLang serves 4.5 req/s, about 1.45x vLLM's 3.1": the unit (and the
            # metric) of the clause's value before it, where the number ends its phrase
            c = Core(prev.kind, k, k + 1, value=t.value, decimals=t.decimals, metric=prev.metric,
                     statistic=prev.statistic, scale=prev.scale)
            c.arm, c.arm_amb = a.arm, a.arms
            c.span_end = k + 1
            c.possessive = True  # type: ignore[attr-defined]
            return c
        if u is None or u[1] not in ("rate", "duration"):
            return None
        end = k + 1 + u[0]
        metric, stat = u[2], None
        if u[1] == "duration":
            st = self.phrase(end, STAT_PHRASES)
            m = self.metric_phrase(end + (st[0] if st else 0))
            named = [x for x in self.items if x.kind == "metric"]
            if m is None and st is None and len(named) == 1 and named[0].metric in DURATION_METRICS \
                    and (end >= self.i1 or self.w(end) in (",", ";", ".", ")")):
                # "vLLM's mean TTFT is 1.58x SGLang's 260 ms": the one metric the clause named before it
                metric, stat = named[0].metric, named[0].statistic
                c = Core(u[1], k, end, value=t.value, decimals=t.decimals, metric=metric, statistic=stat, scale=u[3])
                c.arm, c.arm_amb = a.arm, a.arms
                c.span_end = end
                c.possessive = True  # type: ignore[attr-defined]
                return c
            if m is None or m[1] not in DURATION_METRICS:
                return None
            end += (st[0] if st else 0) + m[0]
            st2 = self.phrase(end, STAT_PHRASES) if st is None else None
            end += st2[0] if st2 else 0
            metric, stat = m[1], (st or st2 or (None, None))[1]
        c = Core(u[1], k, end, value=t.value, decimals=t.decimals, metric=metric, statistic=stat, scale=u[3])
        c.arm, c.arm_amb = a.arm, a.arms
        c.span_end = end
        c.possessive = True  # type: ignore[attr-defined]  # "vLLM's 3.1 req/s": that arm's value, whatever the subject
        return c

    # production: percent
    def _percent(self, i: int, n: int, v: Decimal, d: int, rel: str, hedge: str) -> int:
        got = self._pct_noun(i, n, v, d, rel, hedge)
        if got:
            return max(got, 0)
        w = self.w(n)
        e2e = _end_to_end.before_speed_noun(self, n)
        if e2e is not None:
            # production: end_to_end_speed -- "an 8% end-to-end speedup (over X)", "about a 7%–8% end-to-end speedup":
            # a percent change of the end-to-end latency said with a speed noun, as "a 1.9x end-to-end speedup" is its
            # ratio; the speed noun's second meaning (the change of the speed) and the words' (the wall time) are
            # taken by the false bar (quantities: _speed_meaning, _end_to_end_is_wall)
            noun = e2e[1].rstrip("s")
            end = n + e2e[0]
            c = Core("pct_change", i, end, value=v, decimals=d, relation=rel, hedge=hedge, sense=SENSE[noun], word=noun,
                     metric=_end_to_end.METRIC)
            c.span_end = end
            self.take(i, end)
            self.cores.append(c)
            return end - i
        if w == "speed" and self.w(n + 1) in ("up", "ups") and self.free(n) and self.free(n + 1):
            # production: percent_speed_up -- "a 35% speed-up (over X)", "15-20% speed-ups": the lexer drops the
            # hyphen of "speed-up"; read as the speed noun "speedup" right after a percent is (a rate's change, its
            # time meaning taken by the false bar: quantities._time_meaning)
            end = n + 2
            c = Core("pct_change", i, end, value=v, decimals=d, relation=rel, hedge=hedge, sense=SENSE["speedup"],
                     word="speedup")
            c.span_end = end
            self.take(i, end)
            if i > self.i0 and self.w(i - 1) in GAINED_VERBS and self.free(i - 1):
                c.i0 = i - 1  # production: gain_verb
                self.take(i - 1, i)
            self.cores.append(c)
            return end - i
        added = i > self.i0 and self.w(i - 1) in ADD_VERBS and self.free(i - 1) and self.free(n)
        gap = self._in_metric_gap(n, preps=ADDED_PREPS) if added else 0
        prep = 1
        if added and not gap and self.w(n) not in ADDED_PREPS:
            # production: added_share -- "Going from c=32 to c=64 adds 20% request throughput": the metric right after
            # the percent, with no preposition (the same reading)
            gap, prep = self._metric_gap_at(n), 0
        if gap:
            # production: added_share -- "Going from TP2 to TP4 adds 44% of output throughput", "adds 44% to request
            # throughput": a verb of adding, the percent and the metric it is added to, as "increases output throughput
            # by 44%" (up); "adds another 44%" (another step's gain too) is not read here
            s = self.phrase(n + prep, STAT_PHRASES) if not self._metric_first(n + prep) else None
            j = n + prep + (s[0] if s else 0)
            m = self.metric_named(j)
            s2 = self.phrase(j + m[0], STAT_PHRASES)
            if s and s2:
                return 0
            stat = s[1] if s else (s2[1] if s2 else None)
            c = Core("pct_change", i - 1, n + gap, value=v, decimals=d, relation=rel, hedge=hedge, sense="up",
                     metric=m[1], statistic=stat, word=self.w(i - 1))
            c.span_end = n + gap
            c.implicit = True
            self.take(i - 1, n + gap)
            self.cores.append(c)
            return n + gap - i
        if w in SENSE and self.free(n) and self.w(n + 1) != "than":
            m = self.metric_phrase(n + 1)
            if m and m[1] not in FRACTIONS and self.w(n + 1 + m[0]) == "than":
                end = n + 1 + m[0]
                c = Core("pct_change", i, end, value=v, decimals=d, relation=rel, hedge=hedge, sense=SENSE[w],
                         metric=m[1])
                c.span_end = end
                self.take(i, end)
                if c.sense in ("up", "better") and i > self.i0 and self.w(i - 1) in GAINED_VERBS and self.free(i - 1):
                    c.i0 = i - 1  # production: gain_verb
                    self.take(i - 1, i)
                self.cores.append(c)
                return end - i
        if w in SENSE and self.free(n) and (w not in ("more", "less", "fewer") or self.w(n + 1) == "than"
                                            or self._metric_then_binder(n + 1) or self._rate_after_more(i, n + 1)
                                            # production: less_time -- "22% less time per token on X compared to
                                            # Y", "50% less TPOT with X than Y": as in a ratio ("4x less mean TTFT")
                                            or w == "less" and self._less_time_at(n + 1)
                                            # production: more_throughput -- "10% more throughput", as "1.5x more
                                            # output throughput" (the witness's other arm)
                                            or w == "more" and self._throughput_after_more(i, n + 1)):
            # "32% more throughput over X": "more" before a metric and a baseline binder is a direction word, as
            # in a ratio ("3x more throughput over X")
            c = Core("pct_change", i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=SENSE[w], word=w)
            c.span_end = n + 1
            self.take(i, n + 1)
            if c.sense in ("up", "better") and i > self.i0 and self.w(i - 1) in GAINED_VERBS and self.free(i - 1):
                # production: gain_verb -- "the DMA gained 32% more throughput over X": the verb says the
                # comparison's own direction ("lost 32% more ..." is not read)
                c.i0 = i - 1
                self.take(i - 1, i)
            self.cores.append(c)
            return n + 1 - i
        if w in PCT_CHANGE_NOUNS and w not in SENSE and self.free(n) and (
                self._in_metric_gap(n + 1) or self.w(n + 1) == "in"
                and (st := self.phrase((th := n + 2 + (self.w(n + 2) == "the")), STAT_PHRASES))
                and self.w(th + st[0]) == "of" and self.metric_named(th + st[0] + 1)):
            # production: pct_noun_in -- "a 68% cut in median TTFT vs X", "a 40% drop in p99 TPOT", "a 68% cut in (the)
            # p99 of TTFT": a change noun right after the percent and before "in" and a metric says the value's
            # direction, as "a 68% reduction in median TTFT" does ("68% cut" alone, or before anything else, is not
            # read here)
            c = Core("pct_change", i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge,
                     sense=PCT_CHANGE_NOUNS[w], word=w)
            c.span_end = n + 1
            self.take(i, n + 1)
            self.cores.append(c)
            return n + 1 - i
        got = _amount_above_read(self, i, n, v, d, rel, hedge)  # production: amount_above
        if got:
            return got
        # production: percent_share -- "X's throughput is 53% that of Y", "X has 53% the throughput of Y": the share
        # written as "Nx that of Y" / "Nx the throughput of Y" is, read as "53% of Y" / "53% of the throughput of Y" (the
        # ratio N/100, never a percent change)
        that_of = w in ("that", "those") and self.w(n + 1) == "of" and self.free(n) and self.free(n + 1)
        the_metric = w == "the" and self.free(n)
        if w == "of" or that_of or the_metric:
            k = self.skip_the(n + 1) if w == "of" else self.skip_the(n) if that_of else n + 1
            a = self.arm_at(k) if not the_metric else None
            if a is not None:
                end = k + 1 + (self.w(k + 1) == "arm")
                c = Core("pct_of", i, n, value=v, decimals=d, relation=rel, hedge=hedge)
                m = self.metric_phrase(end)
                if m:
                    c.metric = m[1]
                    end += m[0]
                c.baseline, c.baseline_amb = a.arm, a.arms
                c.span_end = end
                self.take(i, end)
                self.r.used[k] = "arm"
                self.cores.append(c)
                return end - i
            # production: percent -- "50% of the mean TTFT of X", "takes 60% of the wall time of X": the ratio
            # N/100 of that metric (a ratio, never a percent change); "takes 66% of the time of X" is the wall time
            # (the time the same work took; graded false only if the mean end-to-end latency contradicts it too,
            # claimcheck.claims.quantities); "N% of the time" with no arm after it (how often?) is not read
            st = self.phrase(k, STAT_PHRASES)
            m = self.metric_phrase(k + (st[0] if st else 0))
            if m is None and st is None and self.w(k) == "time" and self.free(k) and self.w(k + 1) == "of":
                m = (1, "wall")
            if m and m[1] not in FRACTIONS:
                e = k + (st[0] if st else 0) + m[0]
                st2 = None if st else self.phrase(e, STAT_PHRASES)
                e += st2[0] if st2 else 0
                kb = self.skip_the(e + 1) if self.w(e) == "of" and self.free(e) else -1
                b = self.arm_at(kb) if kb >= 0 else None
                if b is not None:
                    end = kb + 1 + (self.w(kb + 1) == "arm")
                    c = Core("pct_of", i, n, value=v, decimals=d, relation=rel, hedge=hedge, metric=m[1],
                             statistic=(st or st2)[1] if (st or st2) else None)
                    c.baseline, c.baseline_amb = b.arm, b.arms
                    c.span_end = end
                    self.take(i, end)
                    self.r.used[kb] = "arm"
                    self.cores.append(c)
                    return end - i
        k = n
        if w in ("prefix", "cache") or True:
            m = self.metric_phrase(k)
            if m and m[1] in FRACTIONS:
                return self._value(i, k + m[0], "pct_value", v, d, rel, hedge, metric=m[1], scale=Decimal("0.01"))
        if self._fraction_before(i):
            # production: fraction_after -- "the cache hit rate was 66.5%", "a cache hit rate of 50%", "Hit rate: 49.3%":
            # the percent is the value of the fraction metric named just before it (bound by structure)
            last = next((it for it in reversed(self.items) if it.i1 <= i), None)
            if last is not None and last.metric == "cache_hit_rate":
                # "the cache hit rate was 67.5% of prompt tokens": the denominator the hit rate is defined over
                # (cached prompt tokens / prompt tokens), named after it
                n += next((len(t) for t in (("of", "prompt", "tokens"), ("of", "the", "prompt", "tokens"),
                                            ("of", "all", "prompt", "tokens"), ("of", "input", "tokens"))
                           if self.seq(n, t)), 0)
            return self._value(i, n, "pct_value", v, d, rel, hedge, scale=Decimal("0.01"))
        return 0

    def _fraction_before(self, i: int) -> bool:
        """A fraction metric (cache hit rate, padding, batch fill) named right before ``i``, with only a copula,
        "of", a colon or arm names between: "the cache hit rate of X was 50%"."""
        for it in reversed(self.items):
            if it.i1 <= i:
                if it.kind != "metric" or it.metric not in FRACTIONS or it.statistic is not None:
                    return False
                between = range(it.i1, i)
                # "the cache hit rate with RadixAttention was 67.5%", "hit rate in the APC run was 64%": a preposition
                # (and "the") only before the arm named between the metric and its value
                def _arm(q: int) -> bool:
                    return self.r.used[q] == "arm" or self.arm_at(q) is not None
                if not all(self.w(k) in ("was", "is", "were", "are", "of", ":", "=") or _arm(k)
                           or (self.w(k) in ("with", "in", "on", "for", "under", "the") and self.free(k)
                               and any(_arm(q) for q in range(k + 1, i)))
                           for k in between) or it.i0 < self.i0:
                    # production: fraction_verb -- "the prefix cache hit rate reached 75%", "hit rate achieved 75%":
                    # a verb that states the value the fraction came to (FRACTION_VALUE_VERBS), never one of change
                    # ("rose 75%": a change in percent or in percentage points?), right before the percent
                    return bool(between) and it.i0 >= self.i0 and self.w(i - 1) in FRACTION_VALUE_VERBS \
                        and self.free(i - 1) and all(_arm(k) for k in range(it.i1, i - 1))
                return True
        return False

    # production: percent_noun  ("a 56% throughput increase", "a 95.8% mean TTFT reduction", "5-6% end-to-end latency
    # reduction"): the percent change (t - b)/b of the metric named between the number and the change noun
    def _pct_noun(self, i: int, n: int, v: Decimal, d: int, rel: str, hedge: str) -> int:
        j = n
        stat, j = self._statistic_before_metric(j)
        m = self.metric_named(j)  # "a 60% mean Time Per Output Token (TPOT) reduction"
        if not m:
            return 0
        j += m[0]
        if stat is None:
            s = self.phrase(j, STAT_PHRASES)
            if s:
                stat, j = s[1], j + s[0]
        w = self.w(j)
        if m[1] == "wall" and stat is None and self.free(j) and (
                w in RUNTIME_SPEED_NOUNS or w == "speed" and self.w(j + 1) in ("up", "ups") and self.free(j + 1)):
            # production: runtime_speed_noun -- "a 10-60% E2E runtime speed-up", "a 26% runtime speedup", "a 5% wall
            # time slowdown": a speed noun after the whole run's time is its percent change in the noun's direction (a
            # speedup: lower), as "an 8% end-to-end speedup" is the latency's (end_to_end_speed); the noun's other
            # meaning, the speed's change (1.26x), is taken by the false bar (quantities._speed_meaning)
            k = 2 if w == "speed" else 1
            word = "speedup" if w == "speed" else w.rstrip("s")
            c = Core("pct_change", i, j + k, value=v, decimals=d, relation=rel, hedge=hedge,
                     sense=RUNTIME_SPEED_NOUNS[word], metric=m[1], word=word)
            c.span_end = j + k
            c.implicit = True
            self.take(i, j + k)
            self.cores.append(c)
            return j + k - i
        if not self.free(j) or w not in PCT_CHANGE_NOUNS:
            return 0
        if m[1] in FRACTIONS:
            return -1  # "a 5% hit rate increase": a change in percent or in percentage points? not read
        c = Core("pct_change", i, j + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=PCT_CHANGE_NOUNS[w],
                 metric=m[1], statistic=stat, word=w)
        c.span_end = j + 1
        c.implicit = True
        self.take(i, j + 1)
        self.cores.append(c)
        return j + 1 - i

    def _restates_rate(self, i: int, v: Decimal, d: int, scale: Decimal, k: int) -> bool:
        """A time per token at ``i`` (``v`` with ``d`` decimals, in s per ``scale``) followed at ``k`` by "(" or ","
        and a token rate in a bare or output unit whose inverse it is, within both stated precisions; no
        statistic in the four words before it ("mean 62.5 ms/tok", "a mean of 62.5 ms/tok": then it is a TPOT)."""
        if any(tuple(self.w(q + x) for x in range(len(words))) == words
               for q in range(max(self.i0, i - 4), i) for words, _ in STAT_PHRASES) \
                or self.w(k) not in ("(", ",") or not self.free(k) or v <= 0:
            return False
        t = self.tok(k + 1)
        if t is None or t.kind != "num" or t.value is None or not self.free(k + 1) or t.value <= 0:
            return False
        r = self.phrase(k + 2, RATE_UNITS)
        if not r or r[1] != "token_throughput":
            return False
        hr = half_width(t.value, t.decimals, "")
        lo, hi = self._inverse_band(v, d, scale)
        return lo < t.value + hr and t.value - hr < hi

    @staticmethod
    def _inverse_band(v: Decimal, d: int, scale: Decimal) -> tuple[Decimal, Decimal]:
        """The token rates (per s) a time per token ``v`` (``d`` decimals, in s per ``scale``) keeps at its stated
        precision: (1 / the high end, 1 / the low end)."""
        hv = half_width(v, d, "")
        return 1 / ((v + hv) * scale), (1 / ((v - hv) * scale) if v > hv else Decimal("Infinity"))

    def _time_restates_rate(self, e: int, v: Decimal, d: int) -> tuple[int, tuple[Decimal, Decimal] | None]:
        """The end of "(" TIME per token ")" or "," ("i.e." | "or")? TIME per token right after a token rate (``v``
        with ``d`` decimals) ending at ``e``, where the time is the rate's inverse within both stated precisions,
        and the rates the time keeps (``_inverse_band``); else (0, None)."""
        if self.w(e) not in ("(", ",") or not self.free(e) or v <= 0:
            return 0, None
        q = e + 1
        if self.w(e) == "," and self.w(q) in ("or", "i.e", "ie") and self.free(q):
            q += 1 + (self.w(q + 1) == "." and self.free(q + 1))
        t = self.tok(q)
        if t is None or t.kind != "num" or t.value is None or t.value <= 0 or not self.free(q) \
                or self.w(q + 1) not in DURATION_UNITS or not self.free(q + 1):
            return 0, None
        pt = self._per_token_at(q + 2)
        if not pt:
            return 0, None
        k = q + 2 + pt
        if self.w(e) == "(":
            if self.w(k) != ")" or not self.free(k):
                return 0, None
            k += 1
        elif k < self.i1 and self.w(k) not in (".", ";", ",", ")"):
            return 0, None
        scale = DURATION_UNITS[self.w(q + 1)]
        hr = half_width(v, d, "")
        lo, hi = self._inverse_band(t.value, t.decimals, scale)
        return (k, (lo, hi)) if lo < v + hr and v - hr < hi else (0, None)

    # production: tokens_in_time -- "673 tokens in 50 sec : 13,46 t/sec", "generated 318 tokens in 25 s (12.72 tok/s)":
    # an output-token count and the time it took, then the token rate they make. The time is the wall the rate is
    # computed over (the rate is output tokens / wall, as a bare token rate always reads): it is asserted as the wall
    # time, the rate as the token throughput; the count is read where it agrees with both (count / time within the
    # stated precisions of the time and the rate), else none of it is read, and graded as the output tokens
    def _tokens_in_time(self, i: int, n: int, count: Decimal, cd: int) -> int:
        if cd or count <= 0 or not self.free(n) or self.w(n + 1) != "in" or not self.free(n + 1):
            return 0
        t = self.tok(n + 2)
        unit = self.w(n + 3)
        if t is None or t.kind != "num" or t.value is None or t.value <= 0 or not self.free(n + 2) \
                or unit not in DURATION_UNITS or not self.free(n + 3):
            return 0
        k = n + 4
        if self.w(k) not in (":", "(", ",", "=") or not self.free(k):
            return 0
        r_tok = self.tok(k + 1)
        rate = self.phrase(k + 2, RATE_UNITS)
        if r_tok is None or r_tok.kind != "num" or r_tok.value is None or r_tok.value <= 0 or not self.free(k + 1) \
                or not rate or rate[1] != "token_throughput":
            return 0
        scale = DURATION_UNITS[unit]
        ht, hr = half_width(t.value, t.decimals, ""), half_width(r_tok.value, r_tok.decimals, "")
        lo = count / ((t.value + ht) * scale)
        hi = count / ((t.value - ht) * scale) if t.value > ht else Decimal("Infinity")
        if not (lo <= r_tok.value + hr and r_tok.value - hr <= hi):
            return 0  # the count, the time and the rate disagree: not read
        before = len(self.cores)
        got = self._value(n + 2, n + 4, "duration", t.value, t.decimals, "=", "", metric="wall", scale=scale)
        if not got or len(self.cores) != before + 1:
            del self.cores[before:]
            return 0
        wall = self.cores[-1]
        wall.i0 = i
        end = k + 2 + rate[0]
        close = self.w(end) == ")" and self.w(k) == "(" and self.free(end)
        got = self._value(k + 1, end, "rate", r_tok.value, r_tok.decimals, "=", "", metric="token_throughput")
        if not got or len(self.cores) != before + 2:
            for c in self.cores[before:]:
                for x in range(c.i0, max(c.i1, c.span_end)):
                    if self.r.toks[x].kind != "arm":
                        self.r.used[x] = ""
            del self.cores[before:]
            return 0
        # the count is graded too: the output tokens the arm generated; its contradiction alone is held back (a count
        # in such a line may be of all tokens, prompt and output: quantities.Grader._count_meaning)
        tokens = Core("count", i, n + 1, value=count, exact=True, count="completion_tokens")
        tokens.second_meaning = COUNT_SECOND_MEANINGS["restated"]  # type: ignore[attr-defined]
        self.cores.append(tokens)
        last = max(wall.span_end, self.cores[-2].span_end) + close
        self.take(i, last)
        return last - i

    def _per_token_at(self, k: int) -> int:
        """Tokens of ``/ token``, ``per token``, ``/ tok``, ``per output token`` after a duration unit, or 0."""
        if self.w(k) not in ("/", "per") or not self.free(k):
            return 0
        j = k + 1 + (self.w(k + 1) == "output")
        if self.w(j) in ("token", "tok") and all(self.free(x) for x in range(k, j + 1)):
            return j + 1 - k
        return 0

    # production: value
    def _value(self, i: int, n: int, kind: str, v: Decimal, d: int, rel: str, hedge: str, metric: str | None = None,
               scale: Decimal = Decimal(1)) -> int:
        if kind in ("duration", "rate") and i > self.i0 and self.w(i - 1) == "by" and self.free(i - 1):
            return 0  # "outperforms vLLM by 250 tok/s", "improved by 2 req/s": a difference no frame read, not a value
        c = Core(kind, i, n, value=v, decimals=d, relation=rel, hedge=hedge, metric=metric, scale=scale)
        e2e = getattr(self.r, "wall_end_to_end", {}).get(n) if kind == "duration" and metric is None else None
        if e2e:
            # production: whole_set_end_to_end -- "The same 80 requests took 13.4 s end to end on X versus ...": the
            # whole set's time from first request to last, the wall the verb already makes it (whole_run.py)
            n += e2e
        elif metric is None:
            # "7.841 s TTFT" / "25.0 s p50"
            m = self.metric_phrase(n)
            if m and m[1] not in FRACTIONS:
                c.metric = m[1]
                n += m[0]
        c.i1 = c.span_end = n
        pg = next((len(w) for w in PER_GPU_TAILS if self.seq(n, w)), 0) if kind == "rate" else 0
        if pg:
            # production: per_gpu_rate -- "1,200 tok/s per GPU", "6,091 tok/s/GPU": the rate / the arm's GPU count
            # (claimcheck/claims/per_gpu.py)
            c.per_gpu = True  # type: ignore[attr-defined]
            n += pg
            c.i1 = c.span_end = n
        pd = next((len(w) for w in PER_DIE_TAILS if self.seq(n, w) and all(self.free(n + k) for k in range(len(w)))),
                  0) if kind == "rate" and not pg else 0
        if pd:
            # production: per_die_rate -- "232.6 tokens/s/die": the rate / the dies the arm declares (per_gpu.py)
            c.per_die = True  # type: ignore[attr-defined]
            n += pd
            c.i1 = c.span_end = n
        if self.w(n) == "or" and self.w(n + 1) in OR_BOUNDS and self.free(n) and self.free(n + 1) \
                and kind in ("duration", "rate") and c.relation == "=" and self.w(n + 2) not in ("than",) \
                and self.w(n + 2) not in SENSE and self.metric_phrase(n + 2) is None:
            # production: or_bound -- "260 ms or less", "4 req/s or more", "300 ms or lower": a bound that includes the
            # value (<=, >=); never before "than" or a metric ("300 ms or lower TTFT than X" is not read)
            c.relation = OR_BOUNDS[self.w(n + 1)]
            n += 2
            c.i1 = c.span_end = n
        if kind == "duration" and c.relation in ("<", "<=", ">", ">=") and self.w(n) in ("for", "on", "across", "in") \
                and self.w(n + 1) in ("every", "each", "all") and self.w(n + 2) in EVERY_REQUEST_NOUNS \
                and all(self.free(x) for x in range(n, n + 3)) and c.statistic is None \
                and not any(x.statistic for x in self.items if x.kind in ("metric", "stat")):
            # production: every_request -- "TTFT stays under 300 ms for every request": a bound on a per-request metric
            # with no statistic is already graded under every statistic, the max (min for a floor) among them
            n += 3
            c.i1 = c.span_end = n
        if kind in ("duration", "rate") and c.relation == "=" and (got := _amounts.amount_noun(self, c, i, n)):
            return got  # production: amount_noun -- "a 90 ms improvement in mean TTFT" (claimcheck/claims/amounts.py)
        if kind == "duration" and (got := _amounts.extra_amount(self, c, i, n)):
            return got  # production: extra_amount -- "~10ms extra TTFT", "an extra 16 ms of TTFT" (amounts.py)
        if kind in ("duration", "rate") and c.relation == "=" and c.metric in (None, metric) \
                and (got := _amounts.noun_subject(self, c, i)):
            return got  # production: amount_subject -- "the TTFT hit is only 60 ms" (claimcheck/claims/amounts.py)
        if self.w(n) in SENSE and kind != "pct_value":
            if kind == "duration" and self.free(n) and self.w(n) in DIFFERENCE_WORDS:
                return self._difference(c, i, n)
            return 0  # "5 req/s higher than X": a rate difference is not read
        # "5.858 token steps/s sequential": the arm named right after the value
        a = self.arm_at(n)
        if a is not None and kind != "count":
            c.arm, c.arm_amb = a.arm, a.arms
            self.r.used[n] = "arm"
            c.span_end = n + 1 + (self.w(n + 1) == "arm")
        self.take(i, c.span_end)
        if a is not None:
            self.r.used[n] = "arm"
        self.cores.append(c)
        return c.span_end - i

    # production: difference  ("450 ms lower mean TTFT than X", "mean TTFT was 450 ms shorter with Y", "1.0 s
    # faster e2e latency than X"): treatment - baseline of a duration metric, in the direction of the word; a core
    # of kind pct_change (the same binding of subject, baseline and metric) marked ``diff``, emitted as a difference
    def _difference(self, c: Core, i: int, n: int) -> int:
        w = self.w(n)
        if w in ("more", "less") and self.w(n + 1) != "than" and not self._metric_then_binder(n + 1):
            return 0
        if i > self.i0 and self.w(i - 1) == "of":
            return 0  # "a TTFT of 120 ms lower than X": a value said to be lower, or a difference? Not read
        d = Core("pct_change", i, n + 1, value=c.value, decimals=c.decimals, relation=c.relation, hedge=c.hedge,
                 sense=SENSE[w], metric=c.metric, statistic=c.statistic, scale=c.scale)
        d.diff = True  # type: ignore[attr-defined]
        end = n + 1
        if d.metric is None and self.w(n + 1) != "than":
            m = self.metric_phrase(n + 1)
            if m and m[1] not in FRACTIONS and self.w(n + 1 + m[0]) == "than":
                d.metric = m[1]
                end = n + 1 + m[0]
        d.i1 = d.span_end = end
        self.take(i, end)
        self.cores.append(d)
        return end - i

    # production: count
    def _count(self, i: int, j: int, n: int, v: Decimal, rel: str) -> int:
        group = i - 2 >= self.i0 and self.w(i - 1) == "of" and self.w(i - 2) in PER_GROUP_NOUNS
        avg = self._averaged_over(i, n)
        if avg is None:
            return 0
        if avg:
            rel = "="  # "averaged over 10 prompts": across them, never "more than 10"
        mods = []
        k = n
        while self.free(k) and self.w(k) in COUNT_MODIFIERS and (
                self.w(k) not in COUNT_NOUNS or self._token_mod_at(k)):
            mods.append(self.w(k))
            k += 1
        noun = None
        arm_tok = None
        if rel == ">" and self.w(i) == "over" and self.w(k) in _RUN_NOUNS:
            rel = "="  # production: runs_count -- "over 3 runs", "over one run": across them, not "more than"
        after_value = bool(self.cores) and self.cores[-1].span_end == i and self.cores[-1].kind not in (
            "count", "fraction")
        # production: load_or_count -- "reaches 710 tok/s at 10 requests", "At 10 requests, ...": a load (10 at a
        # time) as often as a count; production: across_or_more -- "710 tok/s over 200 requests": across them, or more
        # than them. Each keeps its second meaning (vocabulary.COUNT_SECOND_MEANINGS, quantities._count_meaning)
        second = ""
        if self.w(k) in _REQUEST_COUNT_NOUNS and rel == "=" and i > self.i0 and self.w(i - 1) == "at" \
                and self.w(k + 1) not in ("completed", "failed", "finished", "succeeded"):
            second = COUNT_SECOND_MEANINGS["load"]
        elif self.w(k) in _REQUEST_COUNT_NOUNS and rel == ">" and self.w(i) == "over" and after_value:
            rel, second = "=", COUNT_SECOND_MEANINGS["more"]
        ds = _descriptors.counted_dataset_at(self, k) if not mods else None
        if ds is not None and self.w(ds[1]) in COUNT_NOUNS:
            # production: counted_dataset -- "200 random prompts", "500 ShareGPT prompts": the count of the noun after
            # the dataset's name, and the run's dataset (checked as "on ShareGPT" is, descriptors.py)
            _descriptors.add_fact(self, "setting", "dataset", ds[0], k, ds[1])
            k = ds[1]
        if self.free(k) and self.w(k) in COUNT_NOUNS:
            noun = COUNT_NOUNS[self.w(k)]
            # "token steps", "slot-token steps"
            if noun == "tokens" and self.w(k + 1) in ("step", "steps"):
                k += 1
                noun = "steps"
            k += 1
        elif self.arm_at(k) is not None and not mods:
            arm_tok = self.tok(k)
            noun = "workers"
            k += 1
        elif mods:
            noun = {"cancelled": "jobs", "canceled": "jobs", "submitted": "jobs", "scheduled": "jobs",
                    "completed": "tasks", "failed": "tasks"}.get(mods[-1])
        if noun is None or any(m not in COUNT_MODS_FOR.get(noun, ()) for m in mods):
            return 0  # "four failed workers" is not "four workers"
        metric = _count_metric(noun, mods)
        reuse = noun == "tokens" and set(mods) <= {"prompt", "input", "cached"} and i > self.i0 \
            and self.w(i - 1) in CACHE_REUSE_VERBS and self.free(i - 1)
        if reuse:
            # production: reused_tokens -- "the radix run reused 69,120 prompt tokens": the prompt tokens served from
            # the prefix cache (each row's cached_tokens, summed; a server that reports none: not graded)
            metric = "cached_tokens"
        if metric == "tasks" and i > self.i0 and self.w(i - 1).endswith("ing") and i - 1 == self.i0:
            return 0  # "Running four requests (...) concurrently is 2.6x faster": how many at a time, not a total
        if metric == "tasks" and self.w(i - 1) in ("completed", "finished", "served", "processed"):
            metric = "completed"
        if metric == "tasks" and not second:
            # "16 requests completed on X", "16 requests were completed in 6 s", "all 16 requests finished": a count
            # before a verb of completion counts the completed requests (it was the arm's tasks, the verb an inert
            # word: net-true on an arm where one of the 16 failed)
            q = k
            while self.w(q) in ("were", "have", "had", "been", "all", "successfully") and self.free(q) and q < k + 3:
                q += 1
            if self.w(q) in _COUNT_DONE_VERBS and self.free(q):
                metric = "completed"
        # production: token_count_per_request -- "with 300 output tokens": the arm's total or each request's length
        # (quantities._count_meaning: false only where no request is that long either)
        if noun == "tokens" and self.w(k) in ("output", "cap") or (self.w(k) == "output" and self.w(k + 1) == "cap"):
            if self.w(k) == "output":
                k += 1
            if self.w(k) == "cap":
                k += 1
                metric = "output_cap"
        if metric is None:
            return 0
        over_runs = bool(avg) and getattr(avg[0], "over_runs_word", None) is not None
        if avg and (metric != ("runs" if over_runs else "tasks") or second):
            for x in avg:
                x.over_runs_word = None  # type: ignore[attr-defined]
            return 0
        if avg:
            for x in avg:  # the values averaged: their statistic is the mean (assemble)
                if not over_runs:
                    x.averaged = True  # type: ignore[attr-defined]
            i -= 1
            if self.w(i - 1) == "each" and self.free(i - 1):
                i -= 1
        c = Core("count", i, k, value=v, exact=True, relation=rel, count=metric)
        if second and metric == "tasks":
            c.second_meaning = second  # type: ignore[attr-defined]
        elif group and metric in ("tasks", "completed", "failed"):
            # production: per_group_count -- "12 jobs of 4 requests each", "4 batches of 12 requests": each group's
            # count or the arm's (vocabulary.PER_GROUP_NOUNS): agrees or not shown, never contradicted
            c.second_meaning = COUNT_SECOND_MEANINGS["group"]  # type: ignore[attr-defined]
        if self.seq(k, ("in", "total")) or (self.w(k) == "total" and self.free(k)):
            c.statistic = "total"
            k += 2 if self.w(k) == "in" else 1
            c.i1 = k
        c.span_end = k
        if arm_tok is not None:
            c.arm, c.arm_amb = arm_tok.arm, arm_tok.arms
            self.take(i, k - 1)
            self.r.used[k - 1] = "arm"
            c.extra_subject = True  # type: ignore[attr-defined]
        else:
            self.take(i, k)
        if reuse:
            self.take(i - 1, i)
        self.cores.append(c)
        if c.statistic == "total":
            # production: runs_total_aside -- "64 requests per run over 3 runs (192 requests in total)": each arm's
            # total over its runs (claimcheck/claims/run_frames.py)
            _run_frames.runs_total_aside(self, c)
        return k - i

    # production: averaged_over
    def _averaged_over(self, i: int, n: int) -> list[Core] | None:
        """Production averaged_over: "41 ms (Q4_K_M) vs 54 ms (Q8_0), averaged over 10 prompts", "Mean TTFT was 41 ms
        on Q4_K_M vs 54 ms on Q8_0, averaged over 10 requests": AVERAGING_PARTICIPLES right before "over" at ``i``,
        right after the clause's last value (a comma between): the per-request values of the
        clause (every time value of it, no rate) are means, over that many requests of each arm. The values it
        averages ([] where "averaged over" does not stand here; None where it does but cannot be read: a value of
        another statistic -- "Median TTFT ..., averaged over 10 prompts" -- or a rate: the words stay unread)."""
        if i - 1 <= self.i0 or self.w(i) != "over" or self.w(i - 1) not in AVERAGING_PARTICIPLES | POOLING_PARTICIPLES \
                or not self.free(i - 1) or not self.cores:
            return []
        runs = self.w(n) in _RUN_NOUNS and self.free(n)
        if self.w(i - 1) in POOLING_PARTICIPLES and not runs:
            return None  # "pooled over 10 prompts": pooled how?
        last = self.cores[-1].span_end
        k = i - 1 - (self.w(i - 2) == "each" and self.free(i - 2))  # "..., each averaged over 3 runs"
        if runs and last < k and all(self.r.used[x] for x in range(last, k - 1)) and k - 1 - last <= 3 \
                and self.w(k - 1) in (",", "("):
            last = k - 1  # "736 tok/s output throughput (pooled over 3 runs)": the value's metric read after it
        if not (last == k or (last == k - 1 and self.w(k - 1) in (",", "(") and self.free(k - 1))):
            return None
        vals = [c for c in self.cores if c.kind in ("duration", "rate")]
        if runs and vals:
            # production: runs_pooled -- "(pooled over 3 runs)": every value is over all rows of all runs, which is how
            # the witness computes every metric (statistics.py: a per-request statistic over the pooled rows; a rate:
            # all runs' completed requests or tokens over their summed wall); production: runs_averaged -- "736 tok/s,
            # averaged over 3 runs", "each averaged over 3 runs": the mean of the per-run values, read (in assemble)
            # only for a per-arm aggregate with no statistic of its own (throughput, token throughput, wall: the mean
            # over runs); a per-request metric's mean of per-run statistics is no value the witness computes: not graded
            for c in vals:
                c.over_runs_word = self.w(i - 1)  # type: ignore[attr-defined]
            return vals
        if not vals or any(c.kind != "duration" or c.statistic not in (None, "mean") or getattr(c, "per_token", False)
                           for c in vals):
            return None
        if any(it.statistic not in (None, "mean") for it in self.items if it.i0 < i):
            return None  # "Median TTFT was 41 ms ..., averaged over 10 prompts": which statistic?
        return vals

    # production: fraction
    def _fraction(self, i: int, j: int, n: int, v: Decimal, den: Decimal | None) -> int:
        words = []
        k = n
        while self.free(k) and (self.w(k) in COUNT_MODIFIERS or self.w(k) in COUNT_NOUNS or self.w(k) in (
                "/", "rows", "row", "tasks", "requests")):
            words.append(self.w(k))
            k += 1
        ws = set(words)
        if "finite" in ws or "logit" in ws:
            pair = ("finite_rows", "useful_steps")
        elif "useful" in ws or "allocated" in ws:
            pair = ("useful_steps", "allocated_steps")
        elif ws & {"failed"} and ws & {"tasks", "requests", "task", "request"}:
            pair = ("failed", "requests")  # "3/48 requests failed": the failed ones, never the completed
        elif ws & {"tasks", "requests", "task", "request", "completed", "successful"}:
            pair = ("completed", "requests")
        elif ws == {"failed"}:
            pair = ("failed", "requests")  # "0/40 failed", "2/50 failed": the failed ones of that many requests
        elif not ws and self.w(k) in ("succeeded", "finished") and self.free(k) and den is not None:
            pair = ("completed", "requests")  # "40/40 succeeded"
            k += 1
        elif not ws and self.w(k) in COUNT_OK_WORDS and self.free(k) and den is not None:
            pair = ("completed", "requests")  # production: request_counts -- "16/16 ok", "12/12 okay": N of N completed
            k += 1
        else:
            return 0
        c = Core("fraction", i, k, value=v, exact=True, count=pair[0], denominator=den, den_metric=pair[1])
        c.span_end = k
        self.take(i, k)
        self.cores.append(c)
        return k - i

    # production: direction
    def m_direction(self, i: int) -> int:
        # production: superlative_all ("the lowest TTFT of the three")
        # production: superlative_scope (superlatives._scope: "of the three", "among all three setups")
        # production: superlative_value (superlatives._value_tail: "... of the three at 20 ms", "(20 ms)")
        # production: superlative_subset (superlatives._gpu_subset: "Of the two-GPU layouts, TP2 had the lowest p99 TTFT")
        # production: superlative_against (superlatives._against: "..., 0.46 s, against 1.34 s for FCFS"); its items,
        # production: against_value ("3.93 s for GPTQ and 6.27 s for FP16") and production: ahead_value (", ahead of the
        # rollback (1.87 req/s) and the incident config (0.85 req/s)")
        # production: superlative_arm (superlatives._arm_noun: "The fastest arm (c=32) reached 3.75 req/s")
        # production: superlative_by (superlatives._metric_after: "the fastest variant by request throughput")
        # production: superlative_engine (superlatives._engines_are_arms: "TGI is the slowest engine on mean E2E latency"
        # where every arm declares its own engine)
        # production: superlative_apposed (superlatives._metric_lead: "TGI's P99 TTFT hit 411 ms, the highest of the
        # three": the value's metric); production: superlative_subject ("TGI's P99 TTFT was the highest of the three")
        # production: arm_chain ("Request throughput: A < B < C")
        # production: superlative_bare (superlatives.bare: "TP=2 had the fastest TTFT p50", "Best throughput: vLLM")
        got = _superlatives.read(self, i) or _superlatives.bare(self, i) or _arm_chains.read(self, i)
        if got:
            return got
        j = i + self.degree_at(i)
        if j == i and self.w(i) in BEAT_MANNER_ADVERBS and self.free(i) and self.free(i + 1) \
                and self.w(i + 1) in _VERB_COMPARISONS:
            j = i + 1  # production: beat_manner -- "EAGLE clearly beats n-gram by 1.42x": read with the verb
        neg = False
        if self.free(j) and (self.w(j) in ("not", "no") or self.w(j).endswith("n't")):
            neg = True
            j += 1
            if self.w(i) != "no" and self.free(j) and self.w(j) in NEUTRAL_BASE_VERBS | {"any"}:
                j += 1
                if self.free(j) and self.w(j) in ("a", "an", "any") and self.w(j + 1) in DIRECTION_NOUNS:
                    j += 1
        # "no throughput gain from X over Y": the metric is the direction noun's own
        own_metric = None
        if self.w(i) == "no":
            m = self.metric_phrase(j)
            if m and self.w(j + m[0]) in DIRECTION_NOUNS:
                own_metric = m[1]
                j += m[0]
        w = self.w(j)
        if not self.free(j):
            return 0
        if w in BEAT_VERBS and not neg and self.free(j):
            got = _coordinated.beat_both(self, i, j)  # production: beat_both ("C outperforms both A and B on TTFT")
            if got:
                return got
        # production: exceed_arm -- "TP2 output throughput exceeded PP2 by 20%": the numbers' direction (up), as
        # "20% higher than PP2"; never negated ("did not exceed PP2 by 20%": the margin or the excess?)
        exceed = w in EXCEED_ARM_VERBS and self.arm_at(self.skip_the(j + 1)) is not None
        if exceed and neg:
            return 0
        bsense, bword = ("up", "higher") if exceed else ("better", "outperformed")
        lead = _amounts.lead_by(self, j) if w not in BEAT_VERBS and not exceed else None
        if w in BEAT_VERBS or exceed or lead is not None:
            a = self.arm_at(self.skip_the(lead[1] if lead else j + 1))
            if a is None or (lead is not None and neg):
                return 0
            k = a.i
            end = k + 1 + (self.w(k + 1) == "arm")
            if self.w(end) == "'s" and self.free(end) and any(it.kind == "metric" and it.i1 <= i for it in self.items):
                end += 1  # production: exceed_arm -- "TP2's output throughput beats PP2's by 20%": the metric elided
            # production: win_by -- "beats TGI on TTFT by 60 ms": the metric between the other arm and "by"
            end = _favor_frames.metric_before_by(self, end)
            # production: change_by_amount -- "outperforms X by 250 tok/s", "trails X by 200 tok/s", "is behind X by
            # 50 ms": the difference (claims.amounts); a verb of leading also takes a ratio or a percent as beat_by
            n_end = 0 if neg else _amounts.by_amount(self, i, end, lead[0] if lead else bsense, w)
            if n_end:
                self.cores[-1].baseline, self.cores[-1].baseline_amb = a.arm, a.arms
                self.r.used[k] = "arm"
                return n_end - i
            trail = lead is not None and lead[0] == "worse"
            if lead is not None and lead[0] != "better" and not trail:
                return 0
            by = self._beat_by(end)
            if trail and not neg:
                # production: trail_by_ratio -- "Ollama trails vLLM by 3.25x on p50 TTFT", "Ollama trails vLLM 3.25x":
                # the other arm's margin, as "3.25x slower than vLLM" (a ratio only: a percent behind is unread)
                if by is None:
                    by = self._beat_by(end - 1, bare=True)
                if by is None or by[0] != "ratio":
                    self.by_range = None
                    return 0
                bsense, bword = "worse", "slower"
            elif trail:
                return 0
            if by is None and lead is None and w in BEAT_VERBS and not neg:
                # production: beat_bare -- "vLLM beats Ollama 3.25x on TTFT p50": a factor right after the beaten arm
                # is the margin, as "by 3.25x" (read alone, as the metric's raw ratio, it was false of a true win)
                bare = self._beat_by(end - 1, bare=True)
                by = bare if bare is not None and bare[0] == "ratio" else None
                if bare is not None and by is None:
                    self.by_range = None
            if lead is not None and by is None:
                return 0
            if by is not None:
                # production: beat_by -- "outperforms X by 2.4x": the ratio, "outperformed X by 25%": the change
                if neg:
                    return 0  # "does not outperform X by 2x": what is denied (the margin or the win) is unclear
                kind, n_end, v, d, rel, hedge = by
                c = Core(kind, i, n_end, value=v, decimals=d, relation=rel, hedge=hedge, sense=bsense, word=bword)
                if self.by_range is not None:
                    c.range = self.by_range  # type: ignore[attr-defined]
                c.baseline, c.baseline_amb = a.arm, a.arms
                c.span_end = n_end
                self.take(i, n_end)
                self.r.used[k] = "arm"
                self.cores.append(c)
                return n_end - i
            c = Core("direction", i, j + 1, sense=bsense, negated=neg, relation="<=" if neg else ">", value=Decimal(1),
                     word=bword)
            c.baseline, c.baseline_amb = a.arm, a.arms
            c.span_end = end
            self.take(i, end)
            self.r.used[k] = "arm"
            self.cores.append(c)
            return end - i
        if w not in SENSE:
            return 0
        if w in ("more", "less", "fewer") and self.w(j + 1) != "than":
            return 0
        if self.w(i) == "no" and w not in DIRECTION_NOUNS and w not in ("faster", "slower", "better", "worse",
                                                                          "higher", "lower"):
            return 0
        c = Core("direction", i, j + 1, sense=SENSE[w], negated=neg, value=Decimal(1), metric=own_metric, word=w)
        c.span_end = j + 1
        self.take(i, j + 1)
        if self.w(i) == "no" and self.w(j + 1) == "from":
            k = self.skip_the(j + 2)
            a = self.arm_at(k)
            if a is not None:
                end = k + 1 + (self.w(k + 1) == "arm")
                self.take(j + 1, end)
                self.r.used[k] = "arm"
                self.items.append(Item("subject", k, k + 1, arm=a.arm, arms=a.arms))
                c.span_end = end
        self.cores.append(c)
        return c.span_end - i

    def _paren_margin(self, j: int) -> tuple[str, int, Decimal, int, str, str] | None:
        """production: margin_after -- "faster than X (3x)", "faster than X (up to 3x)", "lower TTFT than X (about 2x)":
        a factor in parentheses right after the binder, as "by 3x" there (the parenthesis holds nothing else: "(3x on
        H100)" is not read; a percent may be the level, "(150%)": not read); the tuple of _beat_by, its end after ")"."""
        if self.w(j) != "(" or not self.free(j):
            return None
        got = self._beat_by(j, bare=True)
        if got is None or got[0] != "ratio" or self.w(got[1]) != ")" or not self.free(got[1]):
            # a percent in parentheses may be the level ("higher than X (150%)": 150% of X's?), not the margin
            self.by_range = None
            return None
        return (got[0], got[1] + 1, *got[2:])

    def _beat_by(self, j: int, bare: bool = False) -> tuple[str, int, Decimal, int, str, str] | None:
        """``by [relation|hedge] N x|times|fold|%`` at ``j`` after "outperforms X" (``bare``: any one token at ``j``, the
        "(" of _paren_margin, stands for "by"): (core kind, end, value, decimals, relation, hedge)."""
        self.by_range = None
        if not bare and (self.w(j) != "by" or not self.free(j)):
            return None
        k, rel, hedge, neg = self._prefix(j + 1)
        q = j + 1 + k
        rng = self.range_tokens(q) if rel == "=" and not neg else None
        if rng is not None and self.w(rng[6]) in ("x", "×", "times", "fold", "%", "percent") and self.free(rng[6]):
            # production: range -- "faster than TGI by 3-4x", "outperforms X by 20-30%": both ends keep their precision
            self.by_range = self._range_of(rng, hedge)
            kind = "pct_change" if self.w(rng[6]) in ("%", "percent") else "ratio"
            return kind, rng[6] + 1, rng[2], rng[3], rel, hedge
        t = self.tok(q)
        if neg or t is None or t.kind != "num" or t.value is None or not self.free(q) or not self.free(q + 1):
            return None
        u = self.w(q + 1)
        if u in ("x", "×", "times", "fold"):
            return "ratio", q + 2, t.value, t.decimals, rel, hedge
        if u in ("%", "percent"):
            return "pct_change", q + 2, t.value, t.decimals, rel, hedge
        return None

    def _verb_arrow_pair(self, j: int, sense: str, base_arm, metric: str) -> int | None:
        """Production verb_arrow_pair: a direction verb's metric (ending before ``j``) followed by a before-then-after
        arrow pair ("raises request throughput 1.62 -> 4.02 req/s") or by such a pair in parentheses ("raised avg TPOT
        (21.6 ms -> 50.2 ms)", "(1.62 to 4.02 req/s)"): the pair is read (m_pair) and the tokens it took, the
        parentheses with it, returned; else nothing is kept and None (never a versus pair: "raises throughput 2.0 vs
        3.0" says no direction)."""
        if not sense or base_arm is not None:
            return None
        paren = self.w(j) == "(" and self.free(j)
        k = j + paren
        kp, rel, _hedge, neg = self._prefix(k)
        t = self.tok(k + kp)
        if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or not self.free(k + kp):
            return None
        before = len(self.cores)
        n = self.m_pair(k, metric if metric in ("throughput", "token_throughput") else None)
        if not n:
            return self._undo(before, 0) or None
        new = self.cores[before:]
        if len(new) != 2 or any(c.joiner != "to" or not c.pair for c in new) or (
                paren and (self.w(k + n) != ")" or not self.free(k + n))):
            return self._undo(before, 0) or None
        return n + 2 * paren

    # production: change_verb
    def m_change_verb(self, i: int) -> int:
        w = self.w(i)
        if not self.free(i) or (w not in MULT_VERBS and w not in CHANGE_VERBS and w not in PARTICLE_TRANSITIVE_VERBS
                                and w not in MULTIPLY_VERBS):
            return 0
        j = self.skip_the(i + 1)
        base_arm = None
        a = self.arm_at(j)
        if a is not None and self.w(j + 1 + (self.w(j + 1) == "arm")) == "'s":
            base_arm = a
            j = j + 2 + (self.w(j + 1) == "arm")
        elif a is not None and w in CHANGE_VERBS and (self.metric_phrase(j + 1) or self.phrase(j + 1, STAT_PHRASES)):
            base_arm = a  # "improves vLLM throughput by 3.8x": the arm whose metric is changed, the baseline
            j += 1
        stat = None
        s = self.phrase(j, STAT_PHRASES)
        if s:
            stat, j = s[1], j + s[0]
            if self.w(j) == "of" and self.free(j) and self.metric_named(j + 1):
                j += 1  # production: change_verb -- "cuts p99 of TTFT by 75%", "reduces the median of ITL by 20%"
        m = self.metric_named(j)
        if m and stat == "total" and m[1] == "wall" and self.w(j) in ("time", "benchmark"):
            stat = None  # production: whole_run_noun -- "cut the total time for the batch": the batch's time, the wall
        if not m and stat is None and self.w(j) not in ("qps", "rps"):
            # production: unit_object -- "doubles req/s", "boosts tok/s by 40%": a rate unit as the verb's object names
            # its metric (never before a number: "boosts tok/s 5 ..."; RPS / QPS, the offered load?, stay unread)
            m = self.phrase(j, RATE_UNITS)
            nt = self.tok(j + m[0]) if m else None
            if m and nt is not None and nt.kind == "num":
                m = None
        if not m and stat is None and self.w(j) == "it" and self.free(j) and self.it_metric is not None \
                and self.w(j + 1) == "by":
            # production: it_metric -- "... and EAGLE cuts it by 49.1%": the metric the clause before compared
            m, stat = (1, self.it_metric[0]), self.it_metric[1]
        if not m:
            if base_arm is None and stat is None and w in CHANGE_VERBS:
                return self._change_verb_premod(i, j, w)
            return 0
        j += m[0]
        if m[1] == "wall":
            # production: whole_set_of -- "cuts benchmark time for the 10-request batch by 60%": the set and its count
            j += _whole_run_set_after(self, j, "wall")
        if stat is None:
            s = self.phrase(j, STAT_PHRASES)
            if s:
                stat, j = s[1], j + s[0]
            elif self.w(j) == "(" and self.free(j) and (s := self.phrase(j + 1, STAT_PHRASES)) \
                    and self.w(j + 1 + s[0]) == ")" and self.free(j + 1 + s[0]):
                stat, j = s[1], j + s[0] + 2  # production: change_verb -- "cuts TTFT (p99) by 75%": one statistic
        if base_arm is None and self.w(j) == "of":
            k = self.skip_the(j + 1)
            a = self.arm_at(k)
            if a is not None:
                base_arm = a
                j = k + 1 + (self.w(k + 1) == "arm")
        gap0 = 0
        if base_arm is None and w in CHANGE_VERBS and self.w(j) == "of" and self.free(j):
            g = self._of_gap(j)
            if g:
                gap0, j = j, g  # "improves the throughput of running Llama 70B models on 4xH100 by 28%"
        if gap0:
            return self._change_verb_gap(i, gap0, j, w, m[1], stat)
        if w in MULTIPLY_VERBS:
            # production: multiply_by -- "multiplied throughput by 6.25", "multiplies req/s by about 6", "by 3x": the
            # factor, treatment / baseline (a bare number or "Nx"; never a percent or a unit)
            if self.w(j) != "by" or not self.free(j):
                return 0
            k, rel, hedge, neg = self._prefix(j + 1)
            num = self.number(j + 1 + k)
            t = self.tok(j + 1 + k)
            if neg or num is None or t is None or t.kind != "num" or num[0] <= 0:
                return 0
            end = j + 1 + k + num[2]
            if self.w(end) in ("x", "×", "times") and self.free(end):
                end += 1
            elif self.w(end) in ("%", "percent") or self.unit_at(end) is not None:
                return 0
            c = Core("ratio", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense="up",
                     metric=m[1], statistic=stat)
            c.span_end = end
            self.take(i, end)
            self._change_base(c, base_arm)
            self.cores.append(c)
            return end - i
        sense = CHANGE_VERBS.get(w, "")
        if self.w(j) in ("up", "down") and self.free(j) and w not in MULT_VERBS and self.w(j + 1) in ("from", "to") \
                and sense in ("", self.w(j)) and not (w in CHANGE_VERBS and self._up_to_amount(j)):
            # production: change_particle -- "bumps p50 TTFT up to 410 ms from 260 ms", "brings median TTFT down from
            # 410 ms to 260 ms", "cuts p50 TTFT down to 260 ms from 410 ms": the particle after the metric is the
            # change's direction (a verb of PARTICLE_TRANSITIVE_VERBS has none of its own; a CHANGE_VERB's must be the
            # particle's), read only before a from-to / to-from pair, whose values must agree with it
            sense = self.w(j)
            j += 1
        elif w in PARTICLE_TRANSITIVE_VERBS and self.w(j) != "from":
            return 0  # with no particle only before a from-to pair, whose values alone say the direction
        half = self._half_at(j) if CHANGE_VERBS.get(w) == "down" else None
        if half:
            # production: half_change -- "cuts mean TTFT in half", "reduced p99 latency by nearly half": halved
            c = Core("ratio", i, half[0], value=Decimal("0.5"), decimals=0, hedge=half[1], sense="up", metric=m[1],
                     statistic=stat, word=w, relation=self.half_relation)
            c.span_end = half[0]
            c.implicit = True
            self.take(i, half[0])
            self._change_base(c, base_arm)
            self.cores.append(c)
            return half[0] - i
        frac = _fraction_changes.fraction_at(self, j) if CHANGE_VERBS.get(w) else None
        if frac:
            # production: fraction_change -- "cuts mean TTFT by a third", "improved throughput by about a quarter"
            c = _fraction_changes.push(self, i, frac[0], frac[1], frac[2], CHANGE_VERBS[w], w, metric=m[1],
                                       statistic=stat)
            self._change_base(c, base_arm)
            return frac[0] - i
        tofrac = _fraction_changes.to_fraction_at(self, j) if CHANGE_VERBS.get(w) == "down" else None
        if tofrac:
            # production: fraction_target -- "cuts mean TTFT to a quarter", "cut p99 latency to one-eighth"
            c = _fraction_changes.push_ratio(self, i, tofrac[0], tofrac[1], tofrac[2], w, metric=m[1], statistic=stat)
            self._change_base(c, base_arm)
            return tofrac[0] - i
        if w in MULT_VERBS:
            c = Core("ratio", i, j, value=MULT_VERBS[w], decimals=0, sense="up" if MULT_VERBS[w] > 1 else "down",
                     metric=m[1], statistic=stat)
            # "halved the TTFT": TTFT(treatment)/TTFT(baseline) = 0.5
            c.sense = "up"
            c.span_end = j
            if base_arm is not None:
                c.baseline, c.baseline_amb = base_arm.arm, base_arm.arms
            self.take(i, j)
            if base_arm is not None:
                self.r.used[base_arm.i] = "arm"
            if i > self.i0 and (self.w(i - 1) == "not" or self.w(i - 1).endswith("n't")) and self.free(i - 1):
                c.relation = "!="
                c.i0 = i - 1
                self.take(i - 1, i)
            self.cores.append(c)
            return j - i
        if sense and w in CHANGE_VERBS and w not in PARTICLE_TRANSITIVE_VERBS and w not in MULTIPLY_VERBS \
                and self._sizeless_end(j):
            # production: sizeless_change -- "this optimization ... resulting in a 57% gain and improved TPOT", "FP8
            # reduced mean TTFT compared to BF16": a change verb and its metric with no amount is the direction alone
            # (as "lower mean TTFT"); a negation, a modal or a degree word before or after it stays unread
            c = Core("direction", i, j, sense=sense, value=Decimal(1), metric=m[1], statistic=stat, word=w)
            c.span_end = j
            self.take(i, j)
            self._change_base(c, base_arm)
            self.cores.append(c)
            return j - i
        before = len(self.cores)
        arrow_pair = self._verb_arrow_pair(j, sense, base_arm, m[1]) if self.w(j) != "from" else None
        if self.w(j) == "from" and (sense or w in PARTICLE_TRANSITIVE_VERBS) or arrow_pair is not None:
            # "reduces mean TTFT from 572.5 ms to 61.5 ms": a pair whose direction the verb states
            # production: verb_arrow_pair -- "raises request throughput 1.62 -> 4.02 req/s", "raised avg TPOT (21.6 ms
            # -> 50.2 ms)": a before-then-after arrow pair (in parentheses or not) right after the verb's metric is its
            # from-to pair, the same checks (the verb's direction must agree with the values)
            n = arrow_pair if arrow_pair is not None else self.m_pair(
                j, m[1] if m[1] in ("throughput", "token_throughput") else None)
            if not n:
                return 0
            if any(c.metric not in (None, m[1]) and NAMED_RATE_METRICS.get(m[1]) != c.metric and not (
                    m[1] == SPEED and c.metric in ("throughput", "token_throughput", "total_token_throughput"))
                   for c in self.cores[before:]):
                return self._undo(before, 0)  # "lowers TTFT from 20 to 12 tok/s": the unit names another metric
            for c in self.cores[before:]:
                c.sense = sense
                if NAMED_RATE_METRICS.get(m[1]) == c.metric:
                    c.metric = m[1]  # "lowers per-user speed from 20 to 12 tok/s": the named metric, in its unit
                c.metric = c.metric or m[1]
                c.statistic = c.statistic or stat
                if c.role == "baseline":
                    c.i0 = i  # the verb and its metric belong to the pair's assertions
            self.take(i, j)
            return j + n - i + self._paren_pct(j + n, sense, self.cores[before])
        if self.w(j) == "to" and self.free(j) and sense and base_arm is None:
            # production: change_verb_to_from -- "APC reduces mean TTFT to 168 ms from 421 ms", "lowers median TTFT to
            # 160 ms, down from 410 ms": the after value (the subject's) then the before value (the baseline's), as
            # change_to_from reads them after an intransitive verb; of the verb's metric
            before = len(self.cores)
            n = self._change_to_from(i, j, sense)
            if n:
                new = self.cores[before:]
                metric = m[1]
                if any(c.metric not in (None, metric) and not (metric == SPEED and c.metric in (
                        "throughput", "token_throughput")) and NAMED_RATE_METRICS.get(metric) != c.metric for c in new):
                    return self._undo(before, 0)
                for c in new:
                    if c.metric is None or metric != SPEED:
                        c.metric = metric if metric != SPEED or c.metric is None else c.metric
                    c.statistic = c.statistic or stat
                return n
        if self.w(j) == "and" and self.free(j) and w in CHANGE_VERBS:
            got = self._change_respectively(i, j, w, m[1], stat, base_arm)
            if got:
                return got
        ranging = self.w(j) == "," and self.w(j + 1) in RANGING_WORDS and self.w(j + 2) == "from" \
            and w in CHANGE_VERBS and all(self.free(x) for x in range(j, j + 3))
        # production: ranging_change -- "lookahead decoding substantially reduces latency, ranging from 1.5x to 2.3x",
        # "improves throughput, ranging from 8% to 100%": the change's size as a range, read as "by 1.5x to 2.3x" is
        # (both ends with their unit); a single number or another unit after "from" is not read
        if self.w(j) != "by" and w in CHANGE_VERBS and not ranging:
            # "improved throughput 2x over X", "cut the median TTFT 2x compared with X"; a hedge or a relation before
            # the factor as after "by" ("increased throughput more than 1.5x", "raised throughput about twofold")
            kp, relp, hedgep, negp = self._prefix(j)
            q = j + kp if kp and not negp else j
            num = self.number(q)
            if num is None and self.w(q) in FOLD_WORDS and self.free(q) and CHANGE_VERBS[w]:
                # production: fold_change -- "cut mean TTFT fourfold", "boosted throughput twofold": as "4x"
                num = (FOLD_WORDS[self.w(q)], 0, 0)
            if num is not None and self.w(q + num[2]) in ("x", "×", "times", "fold") or num is not None and num[2] == 0:
                n = q + num[2] + 1
                c = Core("ratio", i, n, value=num[0], decimals=num[1], sense=CHANGE_VERBS[w], metric=m[1],
                         statistic=stat, relation=relp if q > j else "=", hedge=hedgep if q > j else "")
                c.span_end = n
                self.take(i, n)
                self._change_base(c, base_arm)
                self.cores.append(c)
                return n - i
            # "reduced mean TTFT 40%", "improves throughput ~10%": the percent change, as with "by"
            k, rel, hedge, neg = self._prefix(j)
            num = self.number(j + k)
            if neg or num is None or self.tok(j + k).kind != "num" or self.w(j + k + num[2]) not in ("%", "percent"):
                return 0
            end = j + k + num[2] + 1
            c = Core("pct_change", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge,
                     sense=CHANGE_VERBS[w], metric=m[1], statistic=stat)
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self._change_base(c, base_arm)
            self.cores.append(c)
            return end - i + (self._change_verb_more(end, c) or self._change_to_value(end, c))
        if ranging:
            j += 2
        elif self.w(j) != "by":
            return 0
        j += self._by_intensifier(j + 1)  # production: by_intensifier -- "cuts TTFT by a whopping 60%"
        k, rel, hedge, _ = self._prefix(j + 1)
        rng = self.range_tokens(j + 1 + k) if rel == "=" else None
        if ranging and not (rng and k == 0 and self.w(rng[6]) in ("%", "percent", "x", "×", "times", "fold")
                            and self.free(rng[6])):
            return 0
        if rng and self.w(rng[6]) in ("%", "percent", "x", "×", "times", "fold") and self.free(rng[6]):
            # "improves throughput by 20-30%", "increases output throughput by 1.69x–2.00x": both ends keep their precision
            end = rng[6] + 1
            c = Core("pct_change" if self.w(rng[6]) in ("%", "percent") else "ratio", i, end, value=rng[2],
                     decimals=rng[3], hedge=hedge, sense=CHANGE_VERBS[w], metric=m[1], statistic=stat)
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
            c.span_end = end
            c.implicit = True
            self.take(i, end)
            self._change_base(c, base_arm)
            self.cores.append(c)
            return end - i
        num = self.number(j + 1 + k)
        if num is None:
            return 0
        end = j + 1 + k + num[2] + 1
        if self.w(end - 1) in ("x", "×", "times", "fold") and self.tok(j + 1 + k).kind == "num":
            # "improves vLLM throughput by 3.8x", "reduces P50 TTFT by 46x": the ratio in the verb's direction
            c = Core("ratio", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense=CHANGE_VERBS[w],
                     metric=m[1], statistic=stat)
            c.span_end = end
            self.take(i, end)
            self._change_base(c, base_arm)
            self.cores.append(c)
            return end - i
        u = self.unit_at(j + 1 + k + num[2]) if self.tok(j + 1 + k).kind == "num" else None
        if u is not None and u[1] == "duration" and m[1] in DURATION_METRICS:
            # production: change_by_time -- "APC reduces mean TTFT by 253 ms", "cut p99 latency by 0.4 s": the
            # difference of a duration metric in the verb's direction (a difference core, as "253 ms lower")
            end = j + 1 + k + num[2] + u[0]
            d = self._push_difference(i, end, num[0], num[1], rel, hedge, CHANGE_VERBS[w], m[1], stat, u[3])
            d.word = w
            self._change_base(d, base_arm)
            return end - i + self._change_verb_more(end, d)
        if u is not None and u[1] == "rate" and (d := _amounts.transitive_rate(
                self, i, j + 1 + k, rel, hedge, CHANGE_VERBS[w], w, m[1], stat)) is not None:
            # production: change_by_amount -- "SGLang improves output throughput by 200 tok/s over vLLM"
            self._change_base(d, base_arm)
            return d.span_end - i + self._change_verb_more(d.span_end, d)
        if self.w(end - 1) not in ("%", "percent"):
            return 0
        c = Core("pct_change", i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge,
                 sense=CHANGE_VERBS[w], metric=m[1], statistic=stat)
        c.span_end = end
        c.implicit = True
        self.take(i, end)
        self._change_base(c, base_arm)
        self.cores.append(c)
        return end - i + (self._change_verb_more(end, c) or self._change_to_value(end, c))

    # production: gain_subject  ("The speedup of SGLang over TGI is up to 3x", "SGLang's throughput gain over TGI is
    # 3x", "the mean TTFT reduction relative to TGI was 50%", "SGLang's speedup over TGI reaches 3x"): a change noun
    # as the subject, its arm ("ARM's" / "of ARM"; none: the other arm of two), its metric before it, its
    # baseline after a binder (over, vs, versus, compared to / with, relative to, against), then a copula
    # (vocabulary.GAIN_COPULAS) and the value: a ratio, or a percent change for the nouns that take one
    # (PCT_CHANGE_NOUNS: not "speedup"); a negation after the copula is not read
    def m_gain_subject(self, i: int) -> int:
        j = i + (self.w(i) == "the" and self.free(i))
        if j > i and self.w(j) in GAIN_SUBJECT_PARTICIPLES and self.free(j):
            j += 1  # production: gain_subject -- "the observed decrease in latency is 50%": the author's own measurement
        subj = None
        a = self.arm_at(j)
        if a is not None and self.w(j + 1) == "'s" and self.free(j + 1):
            subj, j = a, j + 2
        stat, j = self._statistic_before_metric(j)
        metric = None
        m = self.metric_named(j) if not self.seq(j, ("speed", "up")) else None
        if m:
            metric, j = m[1], j + m[0]
            if stat is None:
                s = self.phrase(j, STAT_PHRASES)
                if s:
                    stat, j = s[1], j + s[0]
        noun = self.w(j)
        if noun == "speed" and self.w(j + 1) == "up" and self.free(j) and self.free(j + 1):
            noun, j = "speed-up", j + 1  # "the speed up is 33%": the lexer dropped the hyphen of "speed-up"
        if noun not in CHANGE_NOUNS or not self.free(j) or (j == i and self.r.toks[j].kind != "word"):
            return 0
        j += 1
        if metric is None and stat is None and self.w(j) == "in" and self.free(j):
            # production: gain_subject_in -- "The reduction in TTFT is up to 50%", "the improvement in p99 latency was
            # 30%", "the decrease in latency can be as much as 50%": the metric after "in", as before the noun
            s2, k = self._statistic_before_metric(j + 1)
            m2 = self.metric_named(k)
            if m2 and all(self.free(x) for x in range(j, k + m2[0])):
                metric, j = m2[1], k + m2[0]
                if s2 is None:
                    s = self.phrase(j, STAT_PHRASES)
                    if s:
                        s2, j = s[1], j + s[0]
                stat = s2
        if subj is None and self.w(j) in ("of", "with") and self.free(j):
            # production: gain_subject -- "The speedup with FlashInfer is up to 3x": "with ARM" names the subject's arm
            # as "of ARM" does (never "from ARM", which may open a from-to pair of arms: "the speedup from v0.5 to v0.6")
            k = self.skip_the(j + 1)
            a = self.arm_at(k)
            if a is not None:
                subj, j = a, k + 1 + (self.w(k + 1) == "arm")
        base = None
        for words in BINDERS_BY_FIRST.get(self.w(j), ()):
            if words != ("than",) and self.seq(j, words):
                k = self.skip_the(j + len(words))
                b = self.arm_at(k)
                if b is not None:
                    base, j = b, k + 1 + (self.w(k + 1) == "arm")
                break
        # "... ranges from 1.5x to 2x": a range only, no hedge or relation (as "speedups ranging from 2x to 3x")
        ranged = self.w(j) in GAIN_RANGE_VERBS and self.free(j) and self.w(j + 1) == "from" and self.free(j + 1)
        be = self._modal_be(j)
        if be:
            j = be  # "The speedup can be up to 3x": the copula "be" after the modal, its bound required below
        elif not (self.w(j) in GAIN_COPULAS and self.free(j)) and not ranged:
            return 0
        if base is None and (self.w(i) != "the" and subj is None or j + 1 < self.i1 and self.w(j + 1) == "not"):
            # production: gain_subject_bare -- "the speed up is 33.06%", "N-Gram's speedup is 1.33x", "the throughput
            # gain was 25%": no baseline named; the change is read as a change noun's ("a speedup of 33.06%"): the
            # subject's against the other arm of two, none named the declared pair's (unnamed_change.py)
            return 0
        j += 1 + ranged
        ups = len(self.up_to)
        k, rel, hedge, neg = self._prefix(j)
        if neg or ranged and (k or rel != "="):
            return 0
        if be and not (len(self.up_to) > ups and any(j <= x < j + k for x in self.up_to)):
            return 0  # a modal with no bound ("the speedup can be 3x"): not read, as "can achieve 30x" is not
        q = j + k
        # production: range -- "The speedup of X over Y is 1.5-2x", "X's throughput gain over Y is 20%-30%"
        got = self.range_or_number(q, rel, ranged)
        if got is None:
            return 0
        rng, v, d, n = got
        u = self.w(n)
        if not self.free(n):
            return 0
        sense = CHANGE_NOUNS[noun]
        word = {"speedups": "speedup", "speed-up": "speedup", "slowdowns": "slowdown"}.get(noun, noun)
        if u in ("x", "×", "times", "fold"):
            kind = "ratio"
        elif u in ("%", "percent") and (noun in PCT_CHANGE_NOUNS or base is None and metric is None):
            kind = "pct_change"  # a bare speedup's percent: the rate's change, and the time's (the false bar, rule 5)
        else:
            return 0
        if metric == PERFORMANCE:
            if sense not in PERFORMANCE_SENSES:
                return 0
            metric = SPEED  # production: performance_measures -- "performance rose by 20%": the work's speed
        c = Core(kind, i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=sense,
                 metric=metric, statistic=stat, word=word)
        if rng:
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
        if base is not None:
            c.baseline, c.baseline_amb = base.arm, base.arms
        c.span_end = n + 1
        c.implicit = subj is None
        self.take(i, n + 1)
        if base is not None:
            self.r.used[base.i] = "arm"
        if subj is not None:
            self.r.used[subj.i] = "arm"
            self.items.append(Item("subject", subj.i, subj.i + 1, arm=subj.arm, arms=subj.arms))
        self.cores.append(c)
        return n + 1 - i

    def _up_to_amount(self, j: int) -> bool:
        """production: change_up_to -- "increases throughput up to 3x", "boosts tok/s up to 45%": "up to" after a change
        verb's metric and before a factor or a percent (a number, a hedge before it at most, then "x" / "×" / "times" /
        "fold" / "%" / "percent", or a range of them) is the bound "up to N" (the best run, as "improves throughput up
        to 3x" is read), not the particle of change_particle, which is read only before a from-to / to-from pair
        ("bumps p50 TTFT up to 410 ms from 260 ms")."""
        if not self.seq(j, ("up", "to")):
            return False
        k = j + 2
        if self.w(k) in HEDGES and self.free(k):
            k += 1
        t = self.tok(k)
        if t is None or t.kind != "num":
            return False
        n = self.number(k)
        end = k + (n[2] if n else 1)
        return self.w(end) in ("x", "×", "times", "fold", "%", "percent")

    def _modal_be(self, j: int) -> int:
        """production: modal_gain_copula -- "The speedup can be up to 3x", "the TTFT reduction could be as much as
        50%", "X's speedup over Y can now be up to 2x": a capability modal (vocabulary.CAPABILITY_MODALS), an adverb of
        vocabulary.CAPABILITY_ADVERBS at most, and "be" stand for a gain subject's copula (the caller then requires
        the bound, "up to" / "as much as" / "as high as": the best run, as "X can achieve up to 3x" is read); the
        position of "be", else 0. "cannot be", "can't be", "can not be", "may be" never match."""
        if self.w(j) not in CAPABILITY_MODALS or not self.free(j):
            return 0
        k = j + 1
        while self.w(k) in CAPABILITY_ADVERBS and self.free(k):
            k += 1
        return k if self.w(k) == "be" and self.free(k) else 0

    # production: modal_change  ("can reduce TTFT by up to 40%", "to improve throughput by 2x"): a change verb's base
    # form after a capability modal or "to" is read as the change verb (before "increase" / "boost" are taken as
    # direction nouns); the modal itself is read only before a bound (production: capability)
    def m_modal_change(self, i: int) -> int:
        if i == self.i0 or self.w(i - 1) not in CAPABILITY_MODALS | {"to"} or self.w(i) not in CHANGE_VERBS:
            return 0
        return self.m_change_verb(i)

    # production: speed_up  ("speeds up inference by 2x over X", "accelerates generation by up to 3x", "to speedup
    # inference by upwards of 2x"): the ratio (or percent change) of the speed its object names, in the better
    # direction; the object is a higher-is-better metric phrase or one of vocabulary.SPEED_UP_OBJECTS
    def m_speed_up(self, i: int) -> int:
        w = self.w(i)
        if w not in SPEED_UP_VERBS or not self.free(i):
            return 0
        j = i + 1
        if w in ("speed", "speeds", "sped", "speeding"):
            if not (self.w(j) == "up" and self.free(j)):
                return 0
            j += 1
        j = self.skip_the(j)
        metric = None
        for words, m in SPEED_UP_OBJECTS.items():
            if self.seq(j, words):
                metric, j = m, j + len(words)
                break
        else:
            m = self.metric_named(j)
            if not m or not (HIGHER_IS_BETTER.get(m[1]) or m[1] == SPEED or UNDERIVED_HIGHER_IS_BETTER.get(m[1])):
                return 0
            metric, j = m[1], j + m[0]
        # production: speed_up -- "by" may be left out before the amount ("speeds up serving up to 3x", "accelerates
        # generation 2x"), as a change verb's is ("increased throughput 1.5x")
        j += self.w(j) == "by" and self.free(j)
        k, rel, hedge, neg = self._prefix(j)
        if neg:
            return 0
        q = j + k
        got = self.range_or_number(q, rel)
        if got is None:
            return 0
        rng, v, d, n = got
        u = self.w(n)
        if not self.free(n) or u not in ("x", "×", "times", "fold", "%", "percent"):
            return 0
        kind = "pct_change" if u in ("%", "percent") else "ratio"
        c = Core(kind, i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense="better", metric=metric,
                 word="speedup")
        if rng:
            c.range = self._range_of(rng, hedge)  # type: ignore[attr-defined]
        c.span_end = n + 1
        c.implicit = True
        self.take(i, n + 1)
        self.cores.append(c)
        return n + 1 - i

    # production: system_subject  ("the server sustains about 9.7 requests per second at concurrency 32", "At max
    # concurrency 32, the engine serves 4 req/s"): "the" and a noun for the system under test (vocabulary.SYSTEM_NOUNS)
    # in the clause's subject position, right before a service or peak verb, name no arm and are inert; the value's
    # arm comes from the clause's other words (else it is not graded)
    def m_system_subject(self, i: int) -> int:
        if self.w(i) not in _SYSTEM_FIRST:
            return 0
        j = i + 1 if self.w(i) in ("the", "our") and self.free(i) else i
        noun = next((ws for ws in SYSTEM_NOUNS if self.seq(j, ws)), None)
        if noun is None or not self._clause_subject_at(i):
            return 0
        k = j + len(noun)
        if not (self.w(k) in SERVICE_VERBS or self.w(k) in RATE_SERVICE_VERBS or self.w(k) in SYSTEM_OUTPUT_VERBS
                or any(self.seq(k, ws) for ws in PEAK_VERBS)) \
                or not self.free(k):
            return 0
        self.take(i, k, "inert")
        return k - i

    # production: run_subject  ("the run took 15.7 s", "At concurrency 32, the benchmark finished in 15.7 s", "the c32
    # run completed in 12.5 s", "the whole run took 212 s"): "the" (and "whole" / "entire" / "full"), an arm or nothing, then a noun for the measured run (vocabulary.RUN_NOUNS) in
    # the clause's subject position, right before a verb of duration (RUN_TIME_VERBS) and a duration (after "in" for
    # all but "took" / "takes"): the run is the whole run, and its duration is the wall time (the value construct
    # reads it so); inert words. "the first run", "each request took" and a negated verb are not read here
    def m_run_subject(self, i: int) -> int:
        if self.w(i) not in _RUN_FIRST and not (self.arm_at(i) is not None and self.w(i + 1) == "'s"):
            return 0
        j = i + 1 if self.w(i) == "the" and self.free(i) else i
        whole = j > i and self.w(j) in ("whole", "entire", "full") and self.free(j)  # "the whole run took 212 s"
        j += whole
        poss = None
        if j < self.i1 and self.r.toks[j].kind == "arm" and j > i:
            j += 1
        elif j == i and not whole and self.arm_at(j) is not None and self.w(j + 1) == "'s" and self.free(j + 1):
            poss, j = j + 1, j + 2  # "The new build's run took 212 s": the arm stays the clause's subject
        noun = next((ws for ws in RUN_NOUNS if self.seq(j, ws)), None)
        if noun is None or not self._clause_subject_at(i):
            return 0
        k = j + len(noun)
        k += self.now_arm_at(k)  # production: run_now -- "the run now takes 38.8 s instead of 77.5 s"
        if not self._time_verb_then_duration(k):
            return 0
        if self.w(i) == "the":
            self.take(i, i + 1 + whole, "inert")
        if poss is not None:
            self.take(poss, poss + 1, "inert")
        self.take(j, j + len(noun), "inert")  # an arm before the noun (or "now" after it) stays the clause's subject arm
        self._run_span_tail(k)
        if self.w(k) not in INERT_WORDS:
            self.take(k, k + 1, "inert")  # "the run finishes in 15.7 s": the verb, as work_subject reads it
            return k + 1 - i
        return k - i

    def _run_span_tail(self, k: int) -> None:
        """production: run_span_tail -- after a whole run's verb of duration at ``k`` and its duration, words that say
        the same span (vocabulary.RUN_SPAN_TAILS: "the run took 6 s from start to finish", "... 95 s end to end", "... in
        total"): inert (the duration is the wall time, as without them). Only right after a plain duration."""
        q = k + 1 + (self.w(k + 1) == "in" and self.w(k) not in ("took", "takes"))
        if self.w(q) in HEDGES and self.free(q):
            q += 1
        t = self.tok(q)
        if t is None or t.kind != "num" or not self.free(q):
            return
        u = self.unit_at(q + 1)
        if u is None or u[1] != "duration" or u[2] is not None:
            return
        e = q + 1 + u[0]
        tail = next((ws for ws in RUN_SPAN_TAILS if self.seq(e, ws)), None)
        if tail is not None and all(self.free(x) for x in range(e, e + len(tail))) and (
                e + len(tail) >= self.i1 or self.w(e + len(tail)) in (".", ",", ";", "!", "?", "and", "but", "(")):
            self.take(e, e + len(tail), "inert")

    # production: latency_span_tail -- "mean latency from start to finish was 5 s": after the metric word of a request's
    # whole time (e2e latency), words that say that span (vocabulary.LATENCY_SPAN_TAILS) are inert; after any other
    # metric ("TTFT from start to finish") they stay unread
    def _latency_span_tail(self, i: int) -> int:
        tail = next((ws for ws in LATENCY_SPAN_TAILS if self.seq(i, ws)), None)
        if tail is None or not all(self.free(x) for x in range(i, i + len(tail))):
            return 0
        m = next((it for it in reversed(self.items) if it.kind == "metric"), None)
        if m is None or m.i1 != i or m.metric != "e2e_latency":
            return 0
        self.take(i, i + len(tail), "inert")
        return len(tail)

    # production: run_now -- "the run now takes 38.8 s instead of 77.5 s", "the 24-request batch now finishes in 38.8 s
    # rather than 77.5 s", "48 jobs now finish in 105.4 s instead of 205.5 s": "now" between a whole run's subject and
    # its verb of duration, where production instead_now made it the declared treatment's arm (a value "instead of" /
    # "rather than" another after it, the sentence naming no arm): the subject's time is the treatment's, the other
    # value the baseline's (its contradiction held back: instead_now)
    def now_arm_at(self, k: int) -> int:
        """1 where token k is the "now" that production instead_now made the treatment's arm (only in a sentence that
        names no arm: "the FP8 run now takes ..." keeps "now" a word), else 0."""
        t = self.tok(k)
        return int(t is not None and t.kind == "arm" and t.low in REQUEST_NOW_WORDS and not self.r.used[k])

    def _time_verb_then_duration(self, k: int) -> bool:
        """A verb of duration at ``k`` (vocabulary.RUN_TIME_VERBS) and then a number: "took 15.7 s", "finished in
        8 s" ("in" after every verb but took / takes, which need none)."""
        v = self.w(k)
        if v not in RUN_TIME_VERBS or not self.free(k):
            return False
        q = k + 1 + (self.w(k + 1) == "in" and v not in ("took", "takes"))
        if q == k + 1 and v not in ("took", "takes"):
            return False
        if self.w(q) in HEDGES and self.free(q) and self.tok(q + 1) is not None and self.tok(q + 1).kind == "num":
            q += 1  # "took about 8 s", "finished in ~12 s": a hedge the value construct reads
        return self.tok(q) is not None and self.tok(q).kind == "num"

    # production: work_subject  ("the whole set completes in 40 s", "the batch finished in 8 s", "the entire workload
    # took 95 s"): "the", an optional whole / entire / full, and a noun for the whole work (vocabulary.WORK_NOUNS, or
    # "set") in the clause's subject position, right before a verb of duration and a duration: the whole run's time,
    # read as run_subject reads it (the wall time); inert words
    def m_work_subject(self, i: int) -> int:
        if self.w(i) != "the" or not self.free(i) or not self._clause_subject_at(i):
            return 0
        j = i + 1 + (self.w(i + 1) in ("whole", "entire", "full"))
        noun = next((ws for ws in WORK_NOUNS + (("set",),) if self.seq(j, ws)), None)
        if noun is None or not all(self.free(x) for x in range(i, j + len(noun))):
            return 0
        k = j + len(noun)
        now = self.now_arm_at(k)  # production: run_now -- "the batch now finishes in 38.8 s instead of 77.5 s"
        if not self._time_verb_then_duration(k + now):
            return 0
        self.take(i, k, "inert")
        k += now  # "now" stays the clause's arm
        self.take(k, k + 1, "inert")  # the verb too ("completes" is no inert word elsewhere)
        return k + 1 - i

    # production: request_subject  ("each request takes 4.1 s end to end on average", "a typical request completes in
    # 3.2 s", "requests finish in 2.5 s at the median", "a request waits 180 ms for its first token", "the average
    # request spends 5 s in flight"): a request noun in the clause's subject position (vocabulary.REQUEST_SUBJECT_LEADS:
    # the statistic "the average" / "the median" name, else none), a verb of duration, a duration, then words that
    # name the metric (REQUEST_TAILS: end to end / in flight, the whole request; for its first token, TTFT) and the
    # statistic (REQUEST_STAT_TAILS: on average = mean, at the median, in the worst case = max). The value is the
    # request's own time: end-to-end latency unless a tail says first token; with no statistic every statistic must
    # agree (quantities.ANY_STATISTIC). Two statistics, a tail that names another metric, a negated verb: not read
    def m_request_subject(self, i: int) -> int:
        t = self.r.toks[i]
        if t.kind == "arm" and not self.r.used[i] and set(t.text.lower().split()[:2]) & {"requests", "queries", "prompts"} \
                and all(self.r.used[k] or self.w(k) in _REQUEST_PRE for k in range(self.i0, i)):
            # "Requests issued sequentially take 2 s each on average": the requests named with their arm
            got = self._request_predicate(i + 1, i + 1, None)
            return got + 1 if got else 0  # the arm token stays the clause's subject mention, as written
        if t.kind == "arm" and not self.r.used[i] and i + 1 < self.i1 and self.free(i + 1) and all(
                self.r.used[k] or self.w(k) in _REQUEST_PRE for k in range(self.i0, i)):
            # production: arm_request_time -- "vLLM returns the first token after 250 ms", "TGI needed 8 s per request
            # on average": the arm as the subject of its requests' time
            got = self._request_predicate(i + 1, i + 1, None, arm_subject=True)
            if got:
                return got + 1  # the arm token stays the clause's subject mention, as written
        if self.w(i) not in _REQUEST_FIRST or not self.free(i) or not all(
                self.r.used[k] or self.r.toks[k].kind == "arm" or self.w(k) in _REQUEST_PRE for k in range(self.i0, i)):
            return 0  # the clause's subject: only an arm, a setting and prepositions before it
        for words, st in _REQUEST_STAT_LIST:
            # "On average, each request takes 2 s", "In the worst case, a request takes 9 s": the statistic first
            j = i + len(words)
            if self.seq(i, words) and all(self.free(x) for x in range(i, j)):
                j += self.w(j) == "," and self.free(j)
                before = len(self.cores)
                if j < self.i1 and self.r.toks[j].kind == "arm" and not self.r.used[j] and self.free(j + 1):
                    # "On average, vLLM needed 2 s per request": the statistic first, then the arm as the subject
                    got = self._request_predicate(j + 1, j + 1, st, arm_subject=True)
                    if got:
                        self.cores[-1].i0 = i
                        self.take(i, j)
                        return j - i + 1 + got
                    return self._undo(before, 0)
                got = self._request_subject_at(j, st)
                if got:
                    self.cores[-1].i0 = i
                    self.take(i, j)
                    return j - i + got
                return self._undo(before, 0)
        return self._request_subject_at(i, None)

    def _request_subject_at(self, i: int, lead_stat: str | None) -> int:
        if self.w(i) not in _REQUEST_FIRST or not self.free(i):
            return 0
        if lead_stat is None:
            # production: token_time -- "each token takes 125 ms to generate": a time per output token
            got = _single_item.read_token_time(self, i)
            if got:
                return got
        for lead, stat in _REQUEST_LEADS:
            if lead and not self.seq(i, lead):
                continue
            j = i + len(lead)
            whole = bool(lead) and self.w(j) in WHOLE_ANSWER_WORDS and self.free(j)
            j += whole  # production: whole_answer -- "a typical full response took 11 s": the whole answer's time
            if self.w(j) not in REQUEST_SUBJECT_NOUNS or not all(self.free(k) for k in range(i, j + 1)):
                if whole:
                    break
                continue
            if not lead and self.w(j) not in ("requests", "queries", "calls", "completions"):
                continue  # a bare singular ("Request completes in 2 s") is a heading, not a subject
            if lead_stat is not None and stat is not None and stat != lead_stat:
                return 0  # "On average, the median request ...": which?
            k, arm_i = j + 1, None
            if k < self.i1 and self.r.toks[k].kind == "arm":
                if self.r.toks[k].low in REQUEST_NOW_WORDS and self.arm_at(k) is not None:
                    # production: instead_now -- "a completion now takes ~5 s instead of 10.4 s": "now" the
                    # declared treatment (claimcheck/claims/ellipsis.py instead_of)
                    got = self._request_predicate(k + 1, k + 1, stat or lead_stat)
                    if got:
                        self.take(i, k, "inert")
                    return k + 1 - i + got if got else 0
            if self.w(k) in ("in", "at", "with", "on", "under", "for") and self.free(k) \
                    and self.arm_at(self.skip_the(k + 1)) is not None:
                # "a single request in the sequential run waits 0.2 s ...": the arm the request ran in
                arm_i = self.skip_the(k + 1)
                k = arm_i + 1 + (self.w(arm_i + 1) in ("arm", "run") and self.free(arm_i + 1))
            before = len(self.cores)
            if arm_i is None:
                got = self._request_predicate(i, k, stat or lead_stat)
                if got and whole and any(c.metric != "e2e_latency" for c in self.cores[before:]):
                    return self._undo(before, 0)  # "a full response waits 0.2 s for its first token": not read
                return got
            got = self._request_predicate(k, k, stat or lead_stat)
            if got and whole and any(c.metric != "e2e_latency" for c in self.cores[before:]):
                return self._undo(before, 0)
            if not got:
                return 0
            self.take(i, arm_i, "inert")  # the subject's words; the arm token stays the clause's subject mention
            self.take(arm_i + 1, k, "inert")
            return k - i + got
        return self._answer_subject_at(i, lead_stat)

    # production: arm_request_time (an answer of a stated length: "an 8-token answer takes 4 s", "each 128-token
    # response took 3.2 s"): the length is a fact (answer_len) that holds only where every completed request produced
    # exactly that many tokens, else unknowable (never false: the other answers' times say nothing of these)
    def _answer_subject_at(self, i: int, lead_stat: str | None) -> int:
        from claimcheck.claims.descriptors import add_fact, hyphen_joined

        for lead, stat in _REQUEST_LEADS:
            if lead and not self.seq(i, lead):
                continue
            j = i + len(lead)
            j += bool(lead) and self.w(j) in WHOLE_ANSWER_WORDS and self.free(j)  # production: whole_answer -- "a full
            # 300-token answer took 9.1 s": the whole answer's time (e2e_latency, as the frame reads it anyway)
            t = self.tok(j)
            if t is None or t.kind != "num" or t.value is None or t.decimals or not self.free(j):
                continue
            if self.w(j + 1) != "token" or not hyphen_joined(self, j + 1) or self.w(j + 2) not in ANSWER_NOUNS:
                continue
            if not lead and not self.w(j + 2).endswith("s") or not all(self.free(k) for k in range(i, j + 3)):
                continue
            if lead_stat is not None and stat is not None and stat != lead_stat:
                return 0
            got = self._request_predicate(i, j + 3, stat or lead_stat)
            if not got:
                return 0
            if self.cores[-1].metric != "e2e_latency":
                return self._undo(len(self.cores) - 1, 0)  # "an 8-token answer waits 0.2 s for its first token": TTFT
                # does not depend on the answer's length the way the whole request does; not read
            add_fact(self, "setting", "answer_len", t.text.replace(",", ""), j, j + 3)
            return got + self._answer_vs_pair(i + got, self.cores[-1])  # production: answer_vs_pair
        return 0

    def _answer_vs_pair(self, e: int, c: Core) -> int:
        """Production answer_vs_pair (its arms: production: arm_prep_arm, _pair_arm): "An 8-token answer took 2 s on X vs 3 s on Y": after an answer's time and the arm
        named right after it, a versus joiner and the other arm's time of the same answer length (a number, a duration
        unit and its arm), ending the clause: the two values, each its arm's (two different arms). Anything else: 0,
        the words left to the other constructs."""
        a1 = self._pair_arm(e) if c.arm is None else None
        if a1 is None or a1[0].arm is None or len(a1[0].arms) != 1:
            return 0
        k = a1[1]
        k += self.w(k) == "," and self.free(k)
        if self.w(k) not in ("vs", "versus") or not self.free(k):
            return 0
        vs = k
        k += 1 + (self.w(k + 1) == "." and self.free(k + 1))
        num = self.number(k)
        t = self.tok(k)
        if num is None or t is None or t.kind != "num" or num[0] < 0:
            return 0
        u = self.unit_at(k + 1)
        if u is None or u[1] != "duration":
            return 0
        a2 = self._pair_arm(k + 1 + u[0])
        if a2 is None or a2[0].arm is None or len(a2[0].arms) != 1 or a2[0].arm == a1[0].arm:
            return 0
        end = a2[1]
        if end < self.i1 and self.w(end) not in (".", ";", "!", ","):
            return 0
        c.arm, c.arm_amb = a1[0].arm, a1[0].arms
        d = Core("duration", vs, end, value=num[0], decimals=num[1], metric=c.metric, statistic=c.statistic, scale=u[3])
        d.arm, d.arm_amb, d.span_end = a2[0].arm, a2[0].arms, end
        self.take(e, end)
        self.r.used[a1[0].i] = "arm"
        self.r.used[a2[0].i] = "arm"
        self.cores.append(d)
        return end - e

    def _request_predicate(self, i: int, k: int, stat: str | None, *, arm_subject: bool = False) -> int:
        if self.w(k) == "typically" and self.free(k):
            k += 1  # "a request typically takes 3 s": no statistic (every one must agree)
        elif self.w(k) in REQUEST_NOW_WORDS and self.free(k):
            k += 1  # production: request_instead -- "a request now takes 0.9 s": the run it is said of, the clause's arm
        v = self.w(k)
        first = None
        if arm_subject and v not in REQUEST_FIRST_TOKEN_VERBS and v not in ARM_TIME_VERBS:
            return 0  # "vLLM completes in 40 s", "vLLM averages 2 s": the run's time or a request's? not read
        if arm_subject and v in ARM_TIME_VERBS and self.free(k):
            # "TGI needed 8 s per request on average", "vLLM takes 2 seconds per answer": a per-request tail required,
            # seen before any construct runs ("takes 50% of the mean TTFT of X" is another frame, left untouched)
            pk, _rel, _hedge, neg = self._prefix(k + 1)
            num = None if neg else self.number(k + 1 + pk)
            u = k + 1 + pk + (num[2] if num else 0)
            if num is None or self.w(u) not in DURATION_UNITS or not any(self.seq(u + 1, ws) for ws in PER_REQUEST_TAILS):
                return 0
            before = len(self.cores)
            n = self.m_quantity(k + 1)
            new = self.cores[before:]
            if not n or len(new) != 1 or new[0].kind != "duration" or new[0].arm is not None \
                    or new[0].metric is not None or new[0].statistic is not None or getattr(new[0], "per_token", False):
                return self._undo(before, 0) if n else 0
            c = new[0]
            e = c.span_end
            per = next((ws for ws in PER_REQUEST_TAILS if self.seq(e, ws) and all(self.free(x) for x in range(e, e + len(ws)))), None)
            if per is None:
                return self._undo(before, 0)  # "vLLM took 40 s": the whole run? not read
            e += len(per)
            tail_stat = None
            for words, st in _REQUEST_STAT_LIST:
                if self.seq(e, words) and all(self.free(x) for x in range(e, e + len(words))):
                    tail_stat, e = st, e + len(words)
                    break
            if stat is not None and tail_stat is not None and stat != tail_stat:
                return self._undo(before, 0)
            c.metric, c.statistic = "e2e_latency", stat or tail_stat
            c.i0 = i
            c.i1 = c.span_end = e
            self.take(k, e)
            return e - i
        if v in REQUEST_FIRST_TOKEN_VERBS and self.free(k):
            # "a request gets its first token after 200 ms", "receives the first token in 0.2 s": TTFT
            ft = next((ws for ws in (("its", "first", "token"), ("the", "first", "token"), ("a", "first", "token"),
                                     ("first", "token")) if self.seq(k + 1, ws)), None)
            if ft is None or self.w(k + 1 + len(ft)) not in ("after", "in", "within"):
                return 0
            first = "ttft"
            q = k + 1 + len(ft)
        elif not self.free(k) or v not in REQUEST_TIME_VERBS and v not in REQUEST_IN_VERBS and v not in REQUEST_TAIL_VERBS \
                and v not in REQUEST_AVG_VERBS:
            return 0
        else:
            if v in REQUEST_AVG_VERBS:
                if stat not in (None, "mean"):
                    return 0  # "the median request averages 2 s": which?
                stat = "mean"
                if not arm_subject:
                    # production: request_rate -- "each request averaged 36 tok/s end to end with X vs 22.5 with Y"
                    got = _request_rates.read(self, i, k + 1, stat)
                    if got:
                        return got
            q = k + 1
            bare_bound = v in REQUEST_IN_VERBS and self.w(q) in REQUEST_BOUND_WORDS and self.free(q)
            if v in REQUEST_IN_VERBS and self.w(q) not in ("in", "within") and not bare_bound:
                return 0
            if v in REQUEST_TIME_VERBS and not arm_subject:
                # production: request_time_change -- "each request takes 60% less time" (claims.amounts)
                got = _amounts.request_time_change(self, i, q, stat)
                if got:
                    return got
        within = False
        if first is not None or v in REQUEST_IN_VERBS and not bare_bound:
            if not all(self.free(x) for x in range(k + 1, q + 1)):
                return 0
            within = self.w(q) == "within"  # "completes within 2 s": at most 2 s
            q += 1
        before = len(self.cores)
        n = self.m_quantity(q)
        new = self.cores[before:]
        pre_arm = None
        if n and len(new) == 1 and new[0].arm is not None and not arm_subject and new[0].span_end > new[0].i1 \
                and self.r.toks[new[0].span_end - 1].kind == "arm" and self._request_vs(new[0].span_end):
            # production: request_pair -- "each request takes 8.0 s without speculation vs 4.1 s with it": the arm the
            # value was read with is the first of the pair's two
            pre_arm = (self.r.toks[new[0].span_end - 1], new[0].span_end)
            new[0].arm, new[0].arm_amb, new[0].span_end = None, (), new[0].i1
        elif n and len(new) == 1 and new[0].arm is not None and not arm_subject and new[0].span_end > new[0].i1 \
                and self.r.toks[new[0].span_end - 1].kind == "arm" \
                and self.r.toks[new[0].span_end - 1].low.startswith(("without ", "w/o ")):
            # production: request_subject -- "each request takes 8.0 s without speculation": the arm the value was
            # read with, named by its own condition, is the request's (as "with X" after the value is)
            pre_arm = (self.r.toks[new[0].span_end - 1], new[0].span_end)
            new[0].arm, new[0].arm_amb, new[0].span_end = None, (), new[0].i1
        if not n or len(new) != 1 or new[0].kind != "duration" or new[0].arm is not None \
                or getattr(new[0], "per_token", False) or within and new[0].relation != "=":
            return self._undo(before, 0) if n else 0
        c = new[0]
        if within:
            c.relation = "<="
        e = c.span_end
        metric = c.metric
        tail_metric = first
        if self.w(e) == "each" and self.free(e) and self.w(i) != "the":
            e += 1  # "requests took 2 s each"
        for words, m in _REQUEST_TAIL_LIST if first is None else ():
            if self.seq(e, words) and all(self.free(x) for x in range(e, e + len(words))):
                tail_metric, e = m, e + len(words)
                break
        tail_stat = None
        for words, st in _REQUEST_STAT_LIST:
            if self.seq(e, words) and all(self.free(x) for x in range(e, e + len(words))):
                tail_stat, e = st, e + len(words)
                break
        if tail_metric is None and self.w(e) == "end" and self.seq(e, ("end", "to", "end")):
            return self._undo(before, 0)
        if v in REQUEST_TAIL_VERBS and tail_metric is None:
            return self._undo(before, 0)  # "spends 1 s in the queue", "waits 2 s": where? not read
        if v in ("waits", "waited", "wait") and tail_metric != "ttft":
            return self._undo(before, 0)
        want = tail_metric or "e2e_latency"
        if metric is not None and metric != want or c.statistic is not None:
            return self._undo(before, 0)
        if stat is not None and tail_stat is not None and stat != tail_stat:
            return self._undo(before, 0)  # "the average request takes 2 s at the median": which?
        c2 = None
        a1 = pre_arm or (self._pair_arm(e) if c.arm is None and not arm_subject else None)
        vs = 0
        if pre_arm is not None and not self._request_vs(pre_arm[1]):
            c.arm, c.arm_amb = pre_arm[0].arm, pre_arm[0].arms  # the one value's own arm
            c.span_end = pre_arm[1]
            self.r.used[pre_arm[0].i] = "arm"
            e = pre_arm[1]
        elif a1 is not None and a1[0].arm is not None:
            # production: request_pair -- "a single answer took about 4.1 s with speculation vs 8.0 s without": each
            # value the arm named right after it (the second one another arm), the subject's time of both
            vs = self._request_vs(a1[1])
        if vs or self.seq(e, ("instead", "of")) and self.free(e) and self.free(e + 1):
            # production: request_instead -- "a request now takes ~0.9 s on average instead of 1.22 s (without it)": the
            # other arm's value of the same time, the subject's first (as "A instead of B" of a pair)
            got2 = self._request_instead(a1[1] + vs, c, a1[1], a1[0]) if vs else self._request_instead(e + 2, c)
            if got2 is None:
                return self._undo(before, 0)
            if vs:
                c.arm, c.arm_amb = a1[0].arm, a1[0].arms
                self.r.used[a1[0].i] = "arm"
            c2, e2 = got2
            if tail_metric is None and first is None:
                for words, m in _REQUEST_TAIL_LIST:
                    # production: request_instead -- "each answer took 2 s instead of 4 s end to end": the tail after
                    # the pair says both values' time
                    if self.seq(e2, words) and all(self.free(x) for x in range(e2, e2 + len(words))):
                        tail_metric, e2, want = m, e2 + len(words), m
                        break
                if metric is not None and metric != want:
                    return self._undo(before, 0)
            if tail_stat is not None and any(self.seq(e2, words) for words, _ in _REQUEST_STAT_LIST):
                return self._undo(before, 0)  # "0.9 s on average instead of 1.22 s at the median": which?
            if tail_stat is None:
                for words, st in _REQUEST_STAT_LIST:  # "takes 0.9 s instead of 1.22 s on average"
                    if self.seq(e2, words) and all(self.free(x) for x in range(e2, e2 + len(words))):
                        tail_stat, e2 = st, e2 + len(words)
                        break
                if stat is not None and tail_stat is not None and stat != tail_stat:
                    return self._undo(before, 0)
        c.metric, c.statistic = want, stat or tail_stat
        c.i0 = i
        c.i1 = c.span_end = e
        if c2 is None and v in REQUEST_IN_VERBS and c.relation in ("<", "<=") and c.statistic is None \
                and self.w(k) == v and any(self.w(x) in REQUEST_EVERY_WORDS and self.w(x + 1) in REQUEST_SUBJECT_NOUNS
                                           for x in range(max(self.i0, i - 6), k)):
            # production: every_request_bound -- "every request finished under 2 s", "each request completed in under
            # 2 s", "all requests finished within 2 s": every request's time is at most the bound (graded under every
            # statistic, so the max must hold), and every request finished: none failed, in every arm not narrowed to
            # one (a failure in an arm's rows is no request that finished under 2 s)
            z = Core("count", i, e, value=Decimal(0), exact=True, count="failed")
            z.span_end = e
            z.universal = True  # type: ignore[attr-defined]
            self.cores.append(z)
        if c2 is not None:
            c2.metric, c2.statistic = want, stat or tail_stat
            c2.i1 = c2.span_end = e2
            pid = len(self.cores) + 1000 * (self.i0 + 1)
            c.pair = c2.pair = pid
            c.joiner = c2.joiner = "vs" if vs else "instead of"
            c.role, c2.role = "subject", "baseline"
            c.partner, c2.partner = c2, c  # type: ignore[attr-defined]
            self.cores.append(c2)
            self.take(i, e2)
            if vs:  # the first value's arm phrase ("with speculation") is its own
                c.span_end = a1[1]
                self.r.used[a1[0].i] = "arm"
            return e2 - i
        self.take(i, e)
        return e - i

    def _request_vs(self, k: int) -> int:
        """The length of a pair's joiner at ``k`` (production request_pair: "vs", "vs.", "versus", "and", ", vs",
        ", and"; after the first value's own arm also "instead of", "compared to / with", "rather than": "Each answer
        took 2 s on the PR instead of 4 s on main"), else 0."""
        n = next((len(ws) for ws in (("vs", "."), ("vs",), ("versus",), ("and",), (",", "vs"), (",", "and"),
                                     ("instead", "of"), ("rather", "than"), (",", "compared", "to"),
                                     (",", "compared", "with"), ("compared", "to"), ("compared", "with"))
                  if self.seq(k, ws) and all(self.free(x) for x in range(k, k + len(ws)))
                  and not (ws == ("vs",) and self.w(k + 1) == "." and self.r.toks[k + 1].start
                           == self.r.toks[k].end)), 0)
        if not n and self.seq(k, (",",)):
            # ", 4.1 s with it": a comma right before the second value (after a hedge at most)
            j = k + 1 + (self.w(k + 1) in HEDGES and self.free(k + 1))
            n = 1 if self.tok(j) is not None and self.tok(j).kind == "num" else 0
        return n

    def _request_instead(self, q: int, c: Core, joiner: int | None = None, first: Token | None = None
                         ) -> tuple[Core, int] | None:
        """The other value of production request_instead at ``q`` (after "instead of"): a duration, its unit or the
        first value's (within a factor of 10, ending its phrase), and at most its arm right after it; else None.
        Production request_pair (``first``: the first value's arm, ``joiner``: where "vs" / "and" starts): the arm
        right after the value is required, and another arm than ``first``."""
        k, rel, hedge, neg = self._prefix(q)
        t = self.tok(q + k)
        if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or not self.free(q + k):
            return None
        j = q + k + 1
        u = self.unit_at(j)
        if u is not None and u[1] != "duration":
            return None
        if u is None:
            if not self._unit_carried(j, c.value, t.value):
                return None
            scale, end = c.scale, j
        else:
            scale, end = u[3], j + u[0]
        c2 = Core("duration", q - 2 if joiner is None else joiner, end, value=t.value, decimals=t.decimals, hedge=hedge,
                  scale=scale)  # from "instead" / the joiner
        a = self._pair_arm(end)
        if first is not None:
            if a is None or a[0].arm is None or a[0].arm == first.arm:
                return None  # "4.1 s with X vs 8.0 s": the second value's arm is not said here (or the same one)
            c2.arm, c2.arm_amb = a[0].arm, a[0].arms
            self.r.used[a[0].i] = "arm"
            c2.span_end = a[1]
            return c2, a[1]
        if a is not None:
            # "... instead of 1.22 s without it": the absence of the clause's arm is the other value's; any other arm
            # after it ("instead of 1.22 s with EAGLE-3") may be the whole clause's: not read
            if a[0].arm is None or not a[0].low.startswith(("without", "w/o")):
                return None
            c2.arm, c2.arm_amb = a[0].arm, a[0].arms
            self.r.used[a[0].i] = "arm"
            end = a[1]
        elif self.arm_at(end) is not None or self.w(end) in ("with", "on", "at", "for", "using", "under", "in") \
                and self.arm_at(self.skip_the(end + 1)) is not None:
            return None
        c2.span_end = end
        return c2, end

    # production: work_object  ("Four concurrent workers finished the corpus 1.36x faster than X", "completed the
    # workload in 5.0 s"): "the" and a noun for the whole work (vocabulary.WORK_NOUNS) right after a verb of completion
    # (WORK_VERBS): the work every arm did, which every per-arm measure already is of; inert words. "half the corpus",
    # "the first batch" are not read
    def m_work_object(self, i: int) -> int:
        through = i - 2 > self.i0 and self.w(i - 1) == "through" and self.w(i - 2) in WORK_THROUGH_VERBS \
            and self.free(i - 1) and self.free(i - 2)  # "llama.cpp got through the whole set 1.33x faster"
        if self.w(i) != "the" or not self.free(i) or i == self.i0 or (self.w(i - 1) not in WORK_VERBS and not through):
            return 0
        whole = self.w(i + 1) in ("whole", "entire", "full") and self.free(i + 1)  # "finished the whole set / run"
        noun = next((ws for ws in WORK_NOUNS + ((("set",), ("run",)) if whole else ()) if self.seq(i + 1 + whole, ws)),
                    None)
        if noun is None or not all(self.free(k) for k in range(i, i + 1 + whole + len(noun))):
            return 0
        n = 1 + whole + len(noun)
        self.take(i, i + n, "inert")
        if through and self.r.toks[i - 3].kind == "arm":
            self.take(i - 2, i, "inert")  # the arm's verb of two words
        elif self.free(i - 1) and i - 1 > self.i0 and self.r.toks[i - 2].kind == "arm":
            self.take(i - 1, i, "inert")  # "running them 8 at a time finishes the batch": the arm's verb
        return n

    # production: caused_run  ("EAGLE-3 made the model generate 1.92x faster", "FP8 makes the server run about 1.5x
    # faster"): after its subject, a causative verb, "the", an object that names what both arms run and a base verb of
    # running or output (vocabulary.CAUSED_RUN_OBJECTS / CAUSED_RUN_VERBS), right before a ratio (a number, "twice" or
    # "half", a hedge before it): inert words; the ratio after them is read by its own construct, as "the model
    # generates 1.92x faster with EAGLE-3". Never after a negation; "it" or an arm as the object is not read
    def m_caused_run(self, i: int) -> int:
        if self.w(i) not in CAUSATIVE_VERBS or not self.free(i) or i == self.i0:
            return 0
        p = self.w(i - 1)
        if p in NEGATIONS or p.endswith("n't") or self.w(i + 1) != "the":
            return 0
        j = i + 2
        if self.w(j) not in CAUSED_RUN_OBJECTS or self.w(j + 1) not in CAUSED_RUN_VERBS \
                or not all(self.free(k) for k in range(i, j + 2)) or self.arm_at(j) is not None:
            return 0
        q = j + 2 + (self.w(j + 2) in HEDGES or self.w(j + 2) in ("~", "≈"))
        t = self.tok(q)
        if t is None or not (t.kind == "num" or self.w(q) in ("twice", "half")):
            return 0
        self.take(i, j + 2, "inert")
        return j + 2 - i

    # production: service_verb, with production: peak_verb  ("the system hits 4 req/s", "vLLM tops out at 9.7 req/s", "concurrency 32
    # peaks at 4 req/s"): after the clause's subject (an arm, an engine, a system noun: every word before it read), a
    # service verb that is no inert word ("hits") before a rate or a duration is read with it; a verb of a rate only
    # (RATE_SERVICE_VERBS: "completes 9.1 requests per second", "emits 650 tok/s", "does 4 req/s") before a rate; a peak
    # verb before a rate is "up to N", the best run (Assertion.over_runs = best); "saturates at" only where no arm
    # declares a request rate (there it may be the offered load); before anything else none is read
    def m_service_verb(self, i: int) -> int:
        if self.w(i) not in _SERVICE_FIRST:
            return 0
        peak = next((ws for ws in PEAK_VERBS if self.seq(i, ws)), None)
        rate_only = peak is None and self.w(i) in RATE_SERVICE_VERBS
        if peak is None and not ((self.w(i) in SERVICE_VERBS or rate_only) and self.w(i) not in INERT_WORDS
                                 and self.free(i)):
            return 0
        if peak and peak[0] in SATURATION_VERBS and self.r.sweep.get("request_rate"):
            return 0  # "r16 saturates at 8 req/s": the achieved peak, or the offered rate where it saturates?
        # production: service_adverb -- "TGI only managed 2.5 req/s", "vLLM easily sustained 4 req/s": one adverb
        # between the subject and the verb (pair_frames.SERVICE_ADVERBS), inert with the verb it stands before
        adv = int(i - 1 > self.i0 and self.w(i - 1) in _pair_frames.SERVICE_ADVERBS and self.free(i - 1))
        s = i - adv
        s = self.r.__dict__.get("arm_model_ends", {}).get(s, s)  # "the AWQ Llama 3.1 8B pushes": the arm's model
        if s == self.i0 or not self._clause_subject_at(s) or not (
                self.r.toks[s - 1].kind == "arm" or self.w(s - 1) in ENGINES and self.r.used[s - 1]
                or self.r.used[s - 1] == "inert" and any(self.w(s - 1) == ws[-1] for ws in SYSTEM_NOUNS)):
            return 0  # "throughput peaks at 4 req/s at concurrency 32" also says where the peak lies: not read
        if peak and not any(self.r.toks[k].kind == "arm" for k in range(self.i0, i)):
            return 0  # "vLLM tops out at 9.7 req/s at concurrency 32": the arm after the value may be where the peak lies
        n0 = len(peak) if peak else 1
        if not peak and (got := _pair_frames.service_pair(self, i, rate_only)):
            if adv:
                self.take(i - 1, i, "inert")
            return got  # production: service_pair -- "vLLM pushed ~1,300 tok/s vs ~1,000 for TGI" (pair_frames.py)
        before = len(self.cores)
        n = self.m_quantity(i + n0)
        new = self.cores[before:]
        if not n or len(new) != 1 or new[0].kind not in (("rate",) if peak or rate_only else ("rate", "duration")) \
                or new[0].relation != "=" and peak:
            return self._undo(before, 0) if n else 0
        new[0].i0 = i
        self.take(i, i + n0)
        if adv:
            self.take(i - 1, i, "inert")
        if peak:
            self.up_to.add(i)
        return n0 + n

    # production: cost_verb  ("X costs 2.3x in mean TTFT", "costs 10% in throughput", "costs 2.3x higher mean TTFT"):
    # a cost verb before a factor or a percent and "in" a metric is that metric's change in its worse direction (a
    # latency up, a rate down); before a comparison it repeats the comparison's direction, read only where that is
    # the metric's worse one ("costs 2.3x lower mean TTFT" is not read), never after a negation
    def m_cost_verb(self, i: int) -> int:
        if self.w(i) not in COST_VERBS or not self.free(i) or (i > self.i0 and (
                self.w(i - 1) in NEGATIONS or self.w(i - 1).endswith("n't"))):
            return 0
        if got := _cost_shares.cost_share(self, i):
            return got  # production: cost_share -- "costs us a quarter of our throughput" (claims/cost_shares.py)
        k, rel, hedge, neg = self._prefix(i + 1)
        j = i + 1 + k
        num = self.number(j)
        t = self.tok(j)
        if not neg and num is not None and t is not None and t.kind == "num":
            n = j + num[2]
            unit = self.w(n)
            with_in = self.w(n + 1) == "in" and self.free(n + 1)
            if unit in ("x", "×", "times", "%", "percent") and self.free(n) and (
                    with_in or unit in ("%", "percent")):
                # "costs 10% in throughput"; a percent also right before its metric ("FP8 costs only 2% throughput
                # versus BF16"): a factor there ("costs 2x TTFT") is not read
                q, stat = n + 1 + with_in, None
                st = self.phrase(q, STAT_PHRASES)
                if st:
                    stat, q = st[1], q + st[0]
                m = self.metric_named(q)
                if m and (m[1] == SPEED or HIGHER_IS_BETTER.get(m[1]) is not None):
                    q += m[0]
                    st = None if stat else self.phrase(q, STAT_PHRASES)
                    if st:
                        stat, q = st[1], q + st[0]
                    kind = "ratio" if unit in ("x", "×", "times") else "pct_change"
                    if kind == "ratio" and num[0] <= 1:
                        return 0  # "costs 0.5x in TTFT": a factor names no direction
                    c = Core(kind, i, q, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense="worse",
                             metric=m[1], statistic=stat, word="worse")
                    c.span_end = q
                    c.implicit = True
                    self.take(i, q)
                    self.cores.append(c)
                    return q - i
        before = len(self.cores)
        # "costs an extra 16 ms of TTFT" (production extra_amount): the amount after "an extra"
        lead = 2 if self.w(i + 1) in ("a", "an") and self.w(i + 2) in ("extra", "additional") \
            and self.free(i + 1) and self.free(i + 2) else 0
        n = self.m_quantity(i + 1 + lead)
        if not n:
            return 0
        new = self.cores[before:]
        if len(new) != 1 or new[0].kind not in ("ratio", "pct_change") or new[0].negated or not self._worse(new[0]):
            return self._undo(before, 0)
        new[0].i0 = i
        self.take(i, i + 1 + lead)
        return 1 + lead + n

    def _worse(self, c: Core) -> bool:
        """The comparison's direction is its metric's worse one (the metric its own, or named right after it)."""
        metric = c.metric
        if metric is None:
            q = max(c.i1, c.span_end)
            st = self.phrase(q, STAT_PHRASES)
            m = self.metric_phrase(q + (st[0] if st else 0))
            metric = m[1] if m else None
        hib = True if metric == SPEED else HIGHER_IS_BETTER.get(metric) if metric else None
        if hib is None:
            return False
        return c.sense == "worse" or (c.sense == "up" and not hib) or (c.sense == "down" and hib)

    def _push_difference(self, i: int, end: int, value: Decimal, decimals: int, rel: str, hedge: str, sense: str,
                         metric: str, stat: str | None, scale: Decimal) -> Core:
        """A difference core (production difference: treatment - baseline of a duration metric, in the direction
        ``sense``) over tokens i..end, taken and added; its baseline may be the witness's other arm (implicit).
        change_by_time and time_delta build theirs here."""
        d = Core("pct_change", i, end, value=value, decimals=decimals, relation=rel, hedge=hedge, sense=sense,
                 metric=metric, statistic=stat, scale=scale)
        d.diff = True  # type: ignore[attr-defined]
        d.span_end = end
        d.implicit = True
        self.take(i, end)
        self.cores.append(d)
        return d

    # production: time_event  ("SGLang returns the first token 150 ms sooner than vLLM", "the first token arrives 37%
    # earlier with X", "finishes each request 0.94 s faster than X", "each request completes 1.4x faster on X"): an event
    # whose time is a metric (vocabulary.TTFT_EVENT_VERBS / ARRIVE_VERBS: the first token, TTFT; FINISH_VERBS /
    # REQUEST_END_VERBS: a request's end, its end-to-end latency) right before a duration, a percent or a ratio and
    # a TIME_WORD (sooner, earlier, later, faster, quicker, slower): a difference, a percent change or a ratio of
    # that metric, with no statistic of its own (graded under every statistic); never negated, nothing else after
    # the event ("answers 25% sooner" names no event: not read)
    def m_time_event(self, i: int) -> int:
        if self.w(i) not in _EVENT_FIRST:
            return 0
        if self.w(i) in RESPOND_VERBS and self.w(i + 1) == "with" and self.free(i) and self.free(i + 1):
            # production: time_event -- "responds with a 20% lower p90 TTFT than X": the verb and "with" before a
            # comparison that names its own metric (a SENSE word, then STAT? metric), inert; else not read
            k = i + 2 + (self.w(i + 2) in ("a", "an"))
            n, rel, hedge, neg = self._prefix(k)
            t = self.tok(k + n)
            if neg or t is None or t.kind != "num" or t.value is None:
                return 0
            q = k + n + 1
            u = self.unit_at(q)
            q += u[0] if u is not None and u[1] in ("duration", "pct_value") else (
                1 if self.w(q) in ("x", "\u00d7", "times") else 99)
            if self.w(q) not in SENSE:
                return 0
            st = self.phrase(q + 1, STAT_PHRASES)
            m = self.metric_phrase(q + 1 + (st[0] if st else 0))
            if m is None or m[1] == SPEED:
                return 0
            self.take(i, i + 2, "inert")
            return 2
        j = self._event_at(i)
        if j is None:
            return 0
        end_ev, metric = j
        k, rel, hedge, neg = self._prefix(end_ev)
        q = end_ev + k
        t = self.tok(q)
        if neg or t is None or t.kind != "num" or t.value is None or not self.free(q) or q in self.up_to:
            return 0
        if k and self.w(end_ev) in ("up", "as"):
            return 0  # "up to N sooner": not read
        u = self.unit_at(q + 1)
        if u is not None and u[1] == "duration":
            n, kind = q + 1 + u[0], "diff"
        elif self.w(q + 1) in ("%", "percent") and self.free(q + 1):
            n, kind = q + 2, "pct_change"
        elif self.w(q + 1) in ("x", "\u00d7", "times") and self.free(q + 1):
            n, kind = q + 2, "ratio"
        else:
            return 0
        w = self.w(n)
        if w not in TIME_WORDS or not self.free(n):
            return 0
        if kind == "ratio" and TIME_WORDS[w] not in ("better", "worse"):
            return 0  # "2x sooner": a ratio of times or of speeds? Not read
        if kind != "diff" and self.w(end_ev - 1) in _pair_frames.PLURAL_REQUEST_NOUNS:
            return 0  # "finishes requests 2x faster": their latency, or the rate they complete at? Not read
        sense = TIME_WORDS[w]
        end = n + 1
        if kind == "diff":
            _pair_frames.event_gloss(self, end, metric)  # "... faster on average (E2E)": the event's metric, named
            d = self._push_difference(i, end, t.value, t.decimals, rel, hedge, sense, metric, None, u[3])
            d.word = w
            return end - i
        c = Core(kind, i, end, value=t.value, decimals=t.decimals, relation=rel, hedge=hedge, sense=sense,
                 metric=metric, word=w)
        c.span_end = end
        c.implicit = True
        self.take(i, end)
        self.cores.append(c)
        return end - i

    def _event_at(self, i: int) -> tuple[int, str] | None:
        """(end, metric) of an event phrase at ``i`` (production: event)."""
        w = self.w(i)
        if not self.free(i):
            return None
        if w in TTFT_EVENT_VERBS:
            k = i + 1 + (self.w(i + 1) == "the" and self.free(i + 1))
            if self.seq(k, ("first", "token")):
                return k + 2, "ttft"
            return None
        k = i + (w == "the")
        if self.seq(k, ("first", "token")) or self.seq(k, ("first", "tokens")):
            if self.w(k + 2) in ARRIVE_VERBS and self.free(k + 2):
                return k + 3, "ttft"
            return None
        if w in FINISH_VERBS:
            if self.w(i + 1) in ("each", "every", "a", "the") and self.w(i + 2) in EVENT_REQUEST_NOUNS \
                    and self.free(i + 1) and self.free(i + 2):
                return i + 3, "e2e_latency"
            if self.w(i + 1) in _pair_frames.PLURAL_REQUEST_NOUNS and self.free(i + 1):
                # production: plural_event -- "FlashInfer finishes requests ~1.03 s faster on average": requests with no
                # determiner, before a duration only (pair_frames.PLURAL_REQUEST_NOUNS; m_time_event checks the kind)
                return i + 2, "e2e_latency"
            return None
        if w in ("each", "every") and self.w(i + 1) in EVENT_REQUEST_NOUNS and self.w(i + 2) in REQUEST_END_VERBS \
                and self.free(i + 1) and self.free(i + 2):
            return i + 3, "e2e_latency"
        return None

    # production: bound_verb  ("keeps mean TTFT under 300 ms", "brought p99 TTFT under 1 s", "kept TPOT within 40 ms",
    # "p99 TTFT is kept under 1 s"): a verb that holds a metric to a bound (vocabulary.BOUND_KEEP_VERBS), read only right
    # before a metric phrase and a bound, or right before the bound; the metric and the bound are read by their own
    # constructs (a bound names a RELATION, "within" or a bound_words verb: never "keeps mean TTFT 300 ms")
    def m_bound_verb(self, i: int) -> int:
        if self.w(i) in ("every", "each") and self.w(i + 1) in EVENT_REQUEST_NOUNS and self.w(i + 2) == "'s" \
                and self.free(i) and self.free(i + 1) and self.free(i + 2):
            # production: every_request -- "every request's TTFT stays under 300 ms": before a per-request metric with no
            # statistic and a bound (read as the bound, graded under every statistic)
            m = self.metric_phrase(i + 3)
            if m is None or m[1] not in PER_REQUEST:
                return 0
            k = i + 3 + m[0]
            while self.w(k) in ("stays", "stayed", "remains", "remained", "is", "was", "stay", "remain") and self.free(k):
                k += 1
            if not (self.phrase(k, RELATIONS) or self._within(k) or self._bound_words(k)):
                return 0
            n, rel, hedge, neg = self._prefix(k)
            t = self.tok(k + n)
            if neg or rel not in ("<", "<=", ">", ">=") or t is None or t.kind != "num" or t.value is None:
                return 0
            self.take(i, i + 3, "inert")
            return 3
        if self.w(i) not in BOUND_KEEP_VERBS or not self.free(i):
            return 0
        k = self.skip_the(i + 1)
        st = self.phrase(k, STAT_PHRASES)
        k += st[0] if st else 0
        m = self.metric_phrase(k)
        if m:
            k += m[0]
            st2 = self.phrase(k, STAT_PHRASES)
            k += st2[0] if st2 else 0
        elif k != i + 1:
            return 0
        k += self.degree_at(k)
        if not (self.phrase(k, RELATIONS) or self._within(k) or self._bound_words(k)):
            return 0
        n, rel, hedge, neg = self._prefix(k)
        t = self.tok(k + n)
        if neg or rel not in ("<", "<=", ">", ">=") or t is None or t.kind != "num" or t.value is None:
            return 0
        self.take(i, i + 1, "inert")  # it asserts nothing but the bound after it (an unread bound leaves its clause unread)
        return 1

    # production: time_delta  ("EAGLE adds 5 ms to TTFT", "adds 0.4 s of latency", "shaves 20 ms off p99 TTFT",
    # "takes 50 ms off mean TTFT"): a duration added to or taken off a duration metric, treatment - baseline in the
    # verb's direction (a difference core, as "5 ms higher TTFT than X"); a negated verb is not read
    def m_time_delta(self, i: int) -> int:
        w = self.w(i)
        up = w in TIME_ADD_VERBS
        if not self.free(i) or not (up or w in TIME_TAKE_VERBS):
            return 0
        if i > self.i0 and (self.w(i - 1) in NEGATIONS or self.w(i - 1).endswith("n't")):
            return 0
        k, rel, hedge, neg = self._prefix(i + 1)
        q = i + 1 + k
        t = self.tok(q)
        if neg or t is None or t.kind != "num" or t.value is None or not self.free(q):
            return 0
        u = self.unit_at(q + 1)
        if u is None or u[1] != "duration":
            return 0
        j = q + 1 + u[0]
        if up and self.w(j) in ("to", "onto", "of") or not up and self.w(j) in ("off", "from"):
            j += 1
        else:
            return 0
        j = self.skip_the(j)
        stat = None
        sp = self.phrase(j, STAT_PHRASES)
        if sp:
            stat, j = sp[1], j + sp[0]
        m = self.metric_named(j)
        if not m or m[1] not in DURATION_METRICS:
            return 0
        end = j + m[0]
        if stat is None and (sp := self.phrase(end, STAT_PHRASES)):
            stat, end = sp[1], end + sp[0]
        self._push_difference(i, end, t.value, t.decimals, rel, hedge, "up" if up else "down", m[1], stat, u[3])
        return end - i

    # production: mult_verb  ("throughput doubled", "mean TTFT nearly tripled", "p99 TTFT more than doubled", "TPOT
    # roughly halved", "roughly halved mean TTFT"): the metric changed by the verb's factor, treatment / baseline as
    # "doubled the throughput" reads it (the metric named before an intransitive verb); a hedge right before the
    # verb widens the interval as before a number, a relation ("more than", "at least") bounds a factor above 1
    # from below, and a factor below 1 from above ("more than halved": the ratio under 0.5)
    def m_mult_intrans(self, i: int) -> int:
        w0 = self.w(i)
        adv = next((ws for ws in MULT_VERB_HEDGES if self.seq(i, ws) and all(self.free(k) for k in range(i, i + len(ws)))
                    and (self.w(i + len(ws)) in MULT_VERBS or self.w(i + len(ws)) == "a"
                         and self.w(i + len(ws) + 1) in MULT_NOUNS)), None)
        if w0 not in MULT_VERBS and w0 not in HEDGES and w0 not in _MULT_REL_FIRST and w0 not in MULT_NOUN_HEDGES \
                and adv is None or not self.free(i):
            return 0
        v, rel, hedge = i, "=", ""
        if adv is not None:
            # production: mult_adverb_hedge -- "basically doubles throughput", "more or less halves mean TTFT": an
            # approximation adverb (vocabulary.MULT_VERB_HEDGES) right before the verb or its noun, the 10% hedge
            hedge, v = " ".join(adv), i + len(adv)
        elif self.w(i) in HEDGES:
            hedge, v = HEDGES[self.w(i)], i + 1
        elif w0 in MULT_NOUN_HEDGES:
            # production: mult_noun_hedge -- "a near-doubling of throughput": the noun's hedge, right after "a" and
            # before the noun only ("near" elsewhere is no hedge here)
            if i == self.i0 or self.w(i - 1) != "a" or self.w(i + 1) not in MULT_NOUNS:
                return 0
            hedge, v = HEDGES[MULT_NOUN_HEDGES[w0]], i + 1
        else:
            for words, r in RELATIONS:
                if len(words) > 1 and r in (">", ">=") and self.seq(i, words):
                    rel, v = r, i + len(words)
                    break
        w = self.w(v)
        if v > i and w == "a" and self.free(v) and self.w(v + 1) in MULT_NOUNS:
            # production: mult_noun_hedge -- "roughly a doubling of throughput", "more than a halving of mean TTFT":
            # the hedge or relation before "a" and the noun is the noun's, as before the verb
            v += 1
            w = self.w(v)
        base_ok = adv is not None and i > self.i0 and self.r.toks[i - 1].kind == "arm"  # "4 slots basically double"
        if w not in MULT_VERBS or not self.free(v) or w in ("double", "triple", "quadruple", "halve") and not base_ok:
            return 0  # the bare form follows an auxiliary or a negation ("did not double"): not read
        if rel != "=" and MULT_VERBS[w] < 1:
            # production: mult_verb -- "p99 TTFT more than halved", "at least halves mean TTFT": cut by more than
            # the factor, so the ratio is below it
            rel = {">": "<", ">=": "<="}[rel]
        nxt = self.skip_the(v + 1)
        if self.metric_phrase(nxt) or self.phrase(nxt, STAT_PHRASES) or self.arm_at(nxt) is not None or (
                self.phrase(nxt, RATE_UNITS) and self.w(nxt) not in ("qps", "rps")):  # "doubles req/s": unit_object
            if v == i:
                return 0  # a transitive verb with nothing before it: m_change_verb's
            before = len(self.cores)
            n = self.m_change_verb(v)
            if not n or len(self.cores) != before + 1 or self.cores[-1].kind != "ratio":
                return self._undo(before, 0) if n else 0
            c = self.cores[-1]
            c.relation, c.hedge, c.i0 = rel, hedge, i
            self.take(i, v)
            return v - i + n
        c = Core("ratio", i, v + 1, value=MULT_VERBS[w], decimals=0, relation=rel, hedge=hedge, sense="up", word=w)
        c.span_end = v + 1
        self.take(i, v + 1)
        self.cores.append(c)
        return v + 1 - i

    # production: change_of_gap  ("improves the throughput of running Llama 70B models on 4xH100 by 28%"): the
    # verb's metric, an "of" phrase, then "by N%" / "by Nx"; the "of" phrase is left to the other productions
    # (descriptors, context facts, prose), so a word of it that nothing reads stays unread and the clause is not
    # graded. The phrase may hold no number, arm, metric, statistic, negation, comparison or joining word
    _GAP_STOP = frozenset({"by", "than", "over", "vs", "versus", "and", "or", "but", "while", "whereas", "compared",
                           "relative", "against", "from", "to", "with", "without", "only", "up", "down", "more",
                           "less", "fewer", "all", "every", "each", "any", "none", "unless", "if", "when", "except"})

    def _of_gap(self, j: int) -> int:
        """The position of the "by" that ends an "of" phrase at j (0 if none: see change_of_gap)."""
        k = j + 1
        while k < min(self.i1, j + 13):
            t = self.tok(k)
            w = self.w(k)
            if t is None or not self.free(k):
                return 0
            if w == "by" and k > j + 1:
                p, rel, hedge, neg = self._prefix(k + 1)
                num = self.number(k + 1 + p)
                if neg or num is None or self.tok(k + 1 + p).kind != "num" \
                        or self.w(k + 1 + p + num[2]) not in ("%", "percent", "x", "×", "times", "fold"):
                    return 0
                return k
            if t.kind == "num" and self.w(k - 1) in MODEL_FAMILIES and k - 1 > j:
                k += 1  # a model's version ("Llama 3.1 8B"): the model fact reads it
                continue
            if t.kind in ("num", "arm", "punct") or w in self._GAP_STOP or w in NEGATIONS or w.endswith("n't") \
                    or w in HEDGES or w in NUMBER_WORDS or self.metric_phrase(k) or self.phrase(k, STAT_PHRASES):
                return 0
            k += 1
        return 0

    _PREMOD_STOP = frozenset({"of", "in", "on", "at", "for", "to", "as", "with", "by", "its", "their", "'s", "it",
                              "this", "that", "these", "those", "a", "an", "the"})

    def _gap_word_ok(self, k: int, j: int) -> bool:
        """Token k may stand in a change_of_gap / change_premod phrase starting at j (see change_of_gap)."""
        t, w = self.tok(k), self.w(k)
        if t is None or not self.free(k):
            return False
        if t.kind == "num" and self.w(k - 1) in MODEL_FAMILIES and k - 1 >= j:
            return True  # a model's version ("Llama 3.1 8B"): the model fact reads it
        return not (t.kind in ("num", "arm", "punct") or w in self._GAP_STOP or w in NEGATIONS or w.endswith("n't")
                    or w in HEDGES or w in NUMBER_WORDS or self.metric_phrase(k) or self.phrase(k, STAT_PHRASES))

    # production: change_premod  ("improved Llama 3.1 8B offline throughput by 9%"): words between the verb and its
    # metric, left to the other productions as change_of_gap's "of" phrase is (one that nothing reads stays unread:
    # not graded); the same words may not stand there, nor a preposition or a determiner
    def _change_verb_premod(self, i: int, j: int, w: str) -> int:
        k = j
        while k < min(self.i1, j + 6):
            if k > j and self.metric_named(k):
                break
            if not self._gap_word_ok(k, j) or self.w(k) in self._PREMOD_STOP or self.w(k) == "by":
                return 0
            k += 1
        else:
            return 0
        m = self.metric_named(k)
        if not m:
            return 0
        e = k + m[0]
        if self.w(e) != "by" or not self.free(e):
            return 0
        p, rel, hedge, neg = self._prefix(e + 1)
        num = self.number(e + 1 + p)
        if neg or num is None or self.tok(e + 1 + p).kind != "num" \
                or self.w(e + 1 + p + num[2]) not in ("%", "percent", "x", "×", "times", "fold"):
            return 0
        self.take(k, e)
        self.premod_at = getattr(self, "premod_at", set()) | {j}
        n = self._change_verb_gap(i, j - 1, e, w, m[1], None)
        if not n:
            self.r.used[k:e] = [""] * (e - k)
            return 0
        return j - i

    def _change_verb_gap(self, i: int, gap0: int, j: int, w: str, metric: str, stat: str | None) -> int:
        k, rel, hedge, _ = self._prefix(j + 1)
        num = self.number(j + 1 + k)
        if num is None:
            return 0
        end = j + 1 + k + num[2] + 1
        u = self.w(end - 1)
        kind = "pct_change" if u in ("%", "percent") else "ratio"
        c = Core(kind, i, end, value=num[0], decimals=num[1], relation=rel, hedge=hedge, sense=CHANGE_VERBS[w],
                 metric=metric, statistic=stat)
        c.span_end = end
        c.implicit = kind == "pct_change"
        self.take(i, gap0 + 1)
        self.take(j, end)
        self.cores.append(c)
        if kind == "pct_change":
            self._change_verb_more(end, c) or self._change_to_value(end, c)
        return gap0 + 1 - i

    def _change_base(self, c: Core, a: Token | None) -> None:
        """The arm named as the owner of the changed metric ("reduced the baseline's TTFT", "improves vLLM
        throughput") is the comparison's baseline."""
        if a is not None:
            c.baseline, c.baseline_amb = a.arm, a.arms
            self.r.used[a.i] = "arm"

    # production: change_respectively  ("reduces P50 TTFT and E2E latency by 46x and 8.6x, respectively"): two
    # metrics and two numbers of one unit, bound in order; without "respectively" not read (which is which?)
    def _change_respectively(self, i: int, j: int, w: str, m1: str, st1: str | None, base_arm: Token | None) -> int:
        k = j + 1
        stat = None
        s = self.phrase(k, STAT_PHRASES) if not self._metric_first(k) else None
        if s:
            stat, k = s[1], k + s[0]
        m = self.metric_phrase(k)
        if not m:
            return 0
        k += m[0]
        if stat is None:
            s = self.phrase(k, STAT_PHRASES)
            if s:
                stat, k = s[1], k + s[0]
        if self.w(k) != "by" or not self.free(k):
            return 0
        vals = []
        q = k + 1
        for n in range(2):
            p, rel, hedge, neg = self._prefix(q)
            t = self.tok(q + p)
            if neg or t is None or t.kind != "num" or t.value is None or not self.free(q + p):
                return 0
            u = self.w(q + p + 1)
            if u not in ("%", "percent", "x", "×", "times", "fold") or not self.free(q + p + 1):
                return 0
            vals.append((q + p + 2, t, "pct_change" if u in ("%", "percent") else "ratio", rel, hedge))
            q += p + 2
            if n == 0:
                if self.w(q) != "and" or not self.free(q):
                    return 0
                q += 1
        if vals[0][2] != vals[1][2]:
            return 0
        end = q + (2 if self.seq(q, (",", "respectively")) else 1 if self.seq(q, ("respectively",)) else 0)
        if end == q:
            return 0
        cores = []
        for (e, t, kind, rel, hedge), (c0, metric, st) in zip(vals, ((i, m1, st1), (j + 1, m[1], stat))):
            c = Core(kind, c0, e, value=t.value, decimals=t.decimals, relation=rel, hedge=hedge, sense=CHANGE_VERBS[w],
                     metric=metric, statistic=st)
            c.span_end = e
            c.implicit = True
            cores.append(c)
        cores[1].span_end = end
        self.take(i, end)
        for c in cores:
            self._change_base(c, base_arm)
        self.cores += cores
        return end - i

    # production: change_more  ("cut mean TTFT by 24% and mean TPOT by 17%"): the verb's second object and
    # its percent, the same verb and direction
    def _change_verb_more(self, end: int, first: Core) -> int:
        j = end
        if not (self.w(j) in ("and", ",") and self.free(j)):
            return 0
        j += 1
        if self.w(j) == "and" and self.w(j - 1) == "," and self.free(j):
            j += 1
        stat, j = self._statistic_before_metric(j)
        m = self.metric_phrase(j)
        if not m:
            return 0
        j += m[0]
        if stat is None:
            s = self.phrase(j, STAT_PHRASES)
            if s:
                stat, j = s[1], j + s[0]
        if self.w(j) != "by" or not self.free(j):
            return 0
        k, rel, hedge, neg = self._prefix(j + 1)
        num = self.number(j + 1 + k)
        if not neg and num is not None and (e := _amounts.second_amount(self, end + 1, j + 1 + k, rel, hedge, first,
                                                                        m[1], stat)):
            return e - end  # production: change_more -- "... by 30 ms and mean latency by 2 s" (claims.amounts)
        if neg or num is None or self.tok(j + 1 + k).kind != "num" or self.w(j + 1 + k + num[2]) not in ("%", "percent"):
            return 0
        e = j + 1 + k + num[2] + 1
        c = Core("pct_change", end + 1, e, value=num[0], decimals=num[1], relation=rel, hedge=hedge,
                 sense=first.sense, metric=m[1], statistic=stat, word=first.word)
        c.span_end = e
        c.implicit = True
        self.take(end + 1, e)
        self.cores.append(c)
        return e - end

    # production: cache
    def m_cache(self, i: int) -> int:
        """Negative observation, positive benefit, claim about the world."""
        def np_at(k: int) -> tuple[int, list[str]] | None:
            arms: list[str] = []
            j = k
            while self.free(j) and (self.w(j) in CACHE_MODS or self.arm_at(j) is not None):
                a = self.arm_at(j)
                if a is not None:
                    arms += list(a.arms)
                j += 1
            if not (self.free(j) and self.w(j) in CACHE_HEADS):
                return None
            j += 1
            if not (self.free(j) and self.w(j) in BENEFIT_NOUNS):
                return None
            return j + 1, arms

        w = self.w(i)
        if w == "no" and self.free(i):
            got = np_at(i + 1)
            if got:
                j, arms = got
                k = j
                while self.w(k) in ("was", "were", "is", "has", "been"):
                    k += 1
                if self.w(k) in OBS_VERBS:
                    end = k + 1
                    self._cache_item(i, end, "negative", arms)
                    return end - i
        if w in GAIN_VERBS and self.free(i) and self.w(i + 1) == "no":
            got = np_at(i + 2)
            if got:
                end, arms = got
                self._cache_item(i, end, "negative-world", arms)
                return end - i
        if w in GAIN_VERBS and self.free(i):
            j = self.skip_the(i + 1)
            got = np_at(j)
            if got:
                end, arms = got
                self._cache_item(i, end, "positive", arms)
                return end - i
        if w in ("benefited", "benefitted") and self.free(i) and self.w(i + 1) == "from":
            j = self.skip_the(i + 2)
            k = j
            while self.free(k) and self.w(k) in CACHE_MODS:
                k += 1
            if self.free(k) and self.w(k) in CACHE_HEADS:
                self._cache_item(i, k + 1, "positive", [])
                return k + 1 - i
        # "caching provides no benefit", "the prefix cache gives no gain"
        k = self.skip_the(i)
        j = k
        while self.free(j) and self.w(j) in CACHE_MODS:
            j += 1
        if self.free(j) and self.w(j) in CACHE_HEADS and self.w(j + 1) in WORLD_VERBS and self.w(j + 2) == "no" \
                and self.w(j + 3) in BENEFIT_NOUNS:
            self._cache_item(i, j + 4, "world-negative", [])
            return j + 4 - i
        return 0

    def _cache_item(self, i: int, end: int, polarity: str, arms: list[str]) -> None:
        for k in range(i, end):
            self.r.used[k] = "arm" if self.r.toks[k].kind == "arm" else "read"
        self.items.append(Item("cache", i, end, arms=tuple(dict.fromkeys(arms)), extra={"polarity": polarity}))

    # -- binding ---------------------------------------------------------------------------
    def _co_comparison_at(self, k: int) -> bool:
        """production: co_comparison -- "X delivers 50% higher throughput with 25% lower TTFT", "achieves 1.5x higher
        throughput at 25% lower TTFT": "with" / "at" right before a number, its percent or multiplier sign and a
        comparative word opens a second comparison of the same arms, a segment of its own (as after a comma)."""
        if self.w(k) not in ("with", "at") or self.r.used[k] == "read":
            return False
        j = k + 1 + (self.w(k + 1) in ("a", "an"))
        j += self._prefix(j)[0]
        t = self.tok(j)
        return t is not None and t.kind == "num" and self.w(j + 1) in ("%", "x", "×") and self.w(j + 2) in SENSE

    def segments(self) -> list[int]:
        seg, out = 0, []
        for k in range(self.i0, self.i1):
            t = self.r.toks[k]
            if t.kind == "punct" and t.text in ",()—–" and self.r.used[k] != "read" or (
                    # production: cause_segment -- "because" too (vocabulary.SEGMENT_JOINERS)
                    t.kind == "word" and t.low in SEGMENT_JOINERS and not self.r.used[k]) or (
                    t.kind == "word" and k > self.i0 and self._co_comparison_at(k)):
                # a parenthesis a construct took ("TTFT (time to first token)", "(ms):") splits nothing
                seg += 1
            out.append(seg)
        return out

    def bind_pairs(self) -> None:
        """Production: pair_binding -- the two values of a pair name two arms. In order, the two
        arm mentions no construct took ("200 ms and 500 ms for A and B[, respectively]", "A and B
        reached 3.0 and 2.4 req/s"); else ``from A to B`` (the baseline's value, then the
        subject's) and ``A vs B`` (the subject's, then the baseline's: "(8.1 ms vs 6.4 ms)");
        a pair joined by ``and`` with no two arms to bind is not graded."""
        r = self.r
        pairs: dict[int, list[Core]] = {}
        for c in self.cores:
            if c.pair:
                pairs.setdefault(c.pair, []).append(c)
        for group in pairs.values():
            if len(group) != 2:
                continue
            c1, c2 = group
            if c1.arm and c2.arm and c1.arm != c2.arm and len(c1.arm_amb) <= 1 and len(c2.arm_amb) <= 1:
                # production: redundant_respectively -- "Mean TPOT: 10.5 ms for FP8 and 14.8 ms for BF16,
                # respectively": each value already names its own arm, two different arms; a "respectively" that ends
                # the clause pairs nothing more and is read (anywhere else it stays unread)
                last = max((k for k in range(self.i0, self.i1) if r.toks[k].kind != "punct"), default=None)
                if last is not None and self.w(last) == "respectively" and self.free(last):
                    self.take(last, last + 1)
                    r.justified.add(last)
                continue
            if c1.arm or c2.arm or c1.arm_amb or c2.arm_amb:
                continue
            free = [k for k in range(self.i0, self.i1) if r.toks[k].kind == "arm" and not r.used[k]]
            # (a "vs" pair beside a comparison whose baseline a binder already names leaves a free mention of that arm
            # to the comparison: "BF16 vs FP8: FP8 has 1.45x higher request throughput (9.87 vs 6.83 req/s)" -- the
            # pair took "FP8 has", the comparison's subject, and BF16 became it: false)
            bound = {it.arms for it in self.items if it.kind == "binder"}
            compared = c1.joiner in _VS_JOINERS and any(x.kind in ("ratio", "pct_change", "direction")
                                                         for x in self.cores) \
                and any(r.toks[k].arms in bound for k in free)
            if len(free) == 2 and r.toks[free[0]].arms != r.toks[free[1]].arms and c1.joiner not in ("to", "up from") \
                    and not compared:
                for c, k in ((c1, free[0]), (c2, free[1])):
                    c.arm, c.arm_amb = r.toks[k].arm, r.toks[k].arms
                    c.role = ""
                    c.by_order = True
                    r.used[k] = "arm"
                for k in range(self.i0, self.i1):
                    if self.w(k) == "respectively" and self.free(k):
                        self.take(k, k + 1)
                        r.justified.add(k)
                continue
            if c1.joiner in ("to", "up from"):
                continue  # baseline, subject ("A, up from B": subject, baseline)
            if c1.joiner == "and":
                c1.role = c2.role = "unbound"
            else:
                c1.role, c2.role = "subject", "baseline"

    def _plain_notes_only(self, metrics) -> bool:
        """(production subject_note) every parenthesized group of the clause holds plain words only -- "(purple
        line)", not "(at 8 GPUs)", "(not TTFT)" -- and the clause names no statistic ("and p99 100% higher")."""
        r = self.r
        if any(it.kind == "stat" for it in self.items):
            return False
        inside = False
        for k in range(self.i0, self.i1):
            t = r.toks[k]
            if t.text == "(":
                inside = True
            elif t.text == ")":
                inside = False
            elif inside and (t.kind != "word" or t.low in NEGATIONS or t.low.endswith("n't")
                             or any(m.i0 <= k < m.i1 for m in metrics)):
                return False
        return True

    def _setting_label_arm(self) -> None:
        """production: setting_label_arm -- "With MTP=1 (TP=8): 234 tok/s", "TP=4, c=64: 1,200 tok/s": a label of settings
        at the clause's start, before its colon, names the one arm whose declared settings agree with every one of them
        (each other arm's contradicting at least one): the values after the colon that name no arm are that arm's, and
        the label's facts are checked against that arm's own record (ContextFact.arms). The clause must name no arm
        itself; a label no arm or several arms fit is left as it was (facts of the whole run, values of no arm)."""
        r = self.r
        st = getattr(r, "arm_settings", None) or {}
        if len(st) < 2 or r.source != "statement":
            return
        colon = next((k for k in range(self.i0, self.i1) if r.toks[k].text == ":"), None)
        if colon is None or colon == self.i0:
            return
        # (an arm's name read as a setting, "MTP=1" beside an arm named "mtp", is no mention of it)
        mentions = [k for k in range(self.i0, self.i1) if r.toks[k].kind == "arm" and r.used[k] in ("arm", "")]
        named = {a for k in mentions for a in (r.toks[k].arms or (r.toks[k].arm,))}
        if mentions and (len(named) != 1 or any(k > colon for k in mentions)):
            return  # the values' own arms, or a label of two arms ("TGI vs vLLM: ...")
        a, b = r.toks[self.i0].start, r.toks[colon].start
        idx = [n for n, f in enumerate(r.facts) if f.span is not None and f.source == "statement"
               and a <= f.span.start < b]
        if not idx or any(r.facts[n].kind != "setting" or r.facts[n].arms for n in idx):
            return
        for k in range(self.i0, colon):  # every word of the label is a fact's, the arm's, a lead or a joiner
            if k not in mentions and not r.used[k] and (r.toks[k].low or r.toks[k].text) not in _LABEL_JOINERS:
                return
        if named:
            # "With EAGLE3 + 3 speculative tokens (TP=4): 326 tok/s", where "EAGLE3" names the arm declaring it: the
            # label's other settings are that arm's, checked against its own record
            arm = next(iter(named))
        else:
            fits = {name: [_descriptors.setting_matches(r.facts[n], st.get(name) or {}) for n in idx] for name in st}
            good = [name for name, m in fits.items() if all(x is True for x in m)]
            if len(good) != 1 or not all(any(x is False for x in m) for name, m in fits.items() if name != good[0]):
                return
            arm = good[0]
        if any(c.pair or c.role or c.joiner for c in self.cores):
            return  # "MTP=1: 234 tok/s vs 100 tok/s": a pair's second value is another arm's (which?): as before
        for c in self.cores:
            if c.i0 > colon and c.arm is None and not c.arm_amb and c.kind in ("duration", "rate", "pct_value", "count"):
                c.arm, c.arm_amb = arm, (arm,)
        for n in idx:
            r.facts[n] = r.facts[n].model_copy(update={"arms": [arm]})

    def assemble(self) -> None:
        r = self.r
        segs = self.segments()
        self._setting_label_arm()

        def seg(k: int) -> int:
            return segs[min(max(k, self.i0), self.i1 - 1) - self.i0]

        # production: parity_restatement -- "virtually identical throughput to Y (even slightly better – 1.01x
        # improvement)": the parenthesis restates the parity pair's difference, not the reference arm's own
        self._parity_restatement()
        for c in self.cores:
            c.segment = seg(c.i0)
            # "the sequential arm (one worker)": a parenthesis right after an arm is about that arm
            if c.arm is None and not c.arm_amb and not c.pair and c.i0 - 2 >= self.i0 and r.toks[c.i0 - 1].text == "(" \
                    and not getattr(c, "restates_parity", False):
                k = c.i0 - 2
                if r.toks[k].kind == "word" and r.toks[k].low == "arm" and k - 1 >= self.i0:
                    k -= 1
                # (production: paren_restatement -- "higher throughput than MRV1 (1.56x higher)": not the arm's own)
                if r.toks[k].kind == "arm" and r.used[k] == "arm" and not self._paren_restatement(c, k):
                    c.arm, c.arm_amb = r.toks[k].arm, r.toks[k].arms
            colon = self._colon_arm(c.i0) if c.arm is None and not c.arm_amb and not c.pair and c.kind in (
                "duration", "rate", "pct_value", "count") else None
            if colon is not None and len({t.arm for x in self.cores if (t := self._colon_arm(x.i0)) is not None}) < 2:
                colon = None  # one "ARM: ..." is the clause's subject with its list of values ("APC on: 3.0 req/s, 24 tok/s")
            if colon is not None:
                # production: pair_arms -- "SGLang: 2.5 req/s; vLLM: 2.0 req/s": the value after "ARM:" is that arm's
                c.arm, c.arm_amb = colon.arm, colon.arms
                r.used[colon.i] = "arm"
                c.i0 = self.colon_vs.get(colon.i, c.i0)  # the "vs" joiner is this value's
                c.label_arm = True  # type: ignore[attr-defined]
            # production: pair_arms -- "25% more than vLLM's 2.0 req/s", "beats vLLM's 200 ms", "lower than vLLM's
            # (200 ms)": a value right after an arm's possessive (in parentheses or not) is that arm's (not the clause's
            # subject's), where a construct took the arm
            # "lower than vLLM's mean TTFT of 200 ms", "beats vLLM's mean TTFT (200 ms)": after its metric too
            p = c.i0 - 1 - (c.i0 - 1 >= self.i0 and r.toks[c.i0 - 1].text == "(")
            if p - 1 >= self.i0 and r.toks[p].low in ("at", "of") and r.toks[p - 1].low == "'s" \
                    and c.kind in ("duration", "rate") and not c.pair:
                p -= 1  # production: referenced_value -- "50% lower than vLLM's at 600 ms": the arm's value too
            if c.arm is None and not c.arm_amb and c.kind in ("duration", "rate", "pct_value", "count") \
                    and p - 1 >= self.i0 and r.toks[p].low != "'s" and r.toks[c.i0 - 1].text.lower() in ("of", "("):
                p = next((b + 1 for b in range(c.i0 - 3, self.i0 - 1, -1) if r.toks[b + 1].low == "'s"
                          and self._metric_span_end(b + 2) == c.i0 - 1), p)
            if c.arm is None and not c.arm_amb and c.kind in ("duration", "rate", "pct_value", "count") \
                    and p - 1 >= self.i0 and r.toks[p].low == "'s" and r.toks[p - 1].kind == "arm" and r.used[p - 1] \
                    and not (c.pair and r.toks[c.i0 - 1].text == "(" and _pair_frames.paren_pair_at(self, c)):
                # (not a pair in parentheses: "lower than vLLM's (100 ms vs 150 ms)" gives the arms both values,
                # production paren_pair_comparison)
                c.arm, c.arm_amb = r.toks[p - 1].arm, r.toks[p - 1].arms
                # production: referenced_value -- "50% lower than vLLM's 600 ms", "half of vLLM's 600 ms": the value
                # is that arm's whatever the clause's subject (value_subject_conflict does not apply), a second
                # assertion graded beside the comparison it follows
                c.possessive = len(c.arm_amb) == 1  # type: ignore[attr-defined]
            if c.arm is None and not c.arm_amb and c.kind in ("duration", "rate") and not c.pair \
                    and c.i0 - 1 >= self.i0 and r.toks[c.i0 - 1].kind == "arm" and r.used[c.i0 - 1] == "arm" \
                    and len(r.toks[c.i0 - 1].arms) == 1 and any(
                        it.kind == "binder" and it.i1 == c.i0 and it.arm == r.toks[c.i0 - 1].arm for it in self.items):
                # production: referenced_value -- "SGLang average TPOT 17.2ms, is lower than vLLM 19.9ms": a value
                # right after the arm a binder ("than", "vs", "over") took, with no "'s", is that arm's as after its
                # possessive (before, the clause's subject's: a true sentence graded false)
                c.arm, c.arm_amb = r.toks[c.i0 - 1].arm, r.toks[c.i0 - 1].arms
                c.possessive = True  # type: ignore[attr-defined]
            # "SGLang's mean TTFT of 150 ms is lower than vLLM at 200 ms": a value after "ARM (,) at", the arm a
            # construct took, where a value of the same kind stands before that arm: the arm's (the earlier one is the
            # subject's; a subject has one value in a comparison)
            q = c.i0 - (r.toks[c.i0].low != "at")
            b = q - 1 - (q - 1 >= self.i0 and r.toks[q - 1].text == ",")
            if c.arm is None and not c.arm_amb and c.kind in ("duration", "rate") and r.toks[q].low == "at" \
                    and b >= self.i0 and r.toks[b].kind == "arm" and r.used[b] and len(r.toks[b].arms) == 1 \
                    and any(x is not c and x.kind == c.kind and x.i0 < b and x.arm != r.toks[b].arm
                            for x in self.cores):
                c.arm, c.arm_amb = r.toks[b].arm, r.toks[b].arms
            if c.kind in ("duration", "rate") and not c.pair and c.i0 - 3 >= self.i0 and r.toks[c.i0 - 1].low == "at" \
                    and r.toks[c.i0 - 2].text == "," and r.toks[c.i0 - 3].low == "'s" \
                    and any(x is not c and x.kind in ("pct_change", "ratio", "direction") and x.i0 < c.i0
                            for x in self.cores):
                # production: referenced_value -- "50% lower than vLLM's, at 600 ms": the baseline's value, or the
                # subject's ("..., at 300 ms")? Never graded (an ambiguous mention), never an accusation
                c.arm, c.arm_amb = None, tuple(sorted(r.all_arms))
            if c.kind in ("duration", "rate") and not c.pair and len(r.all_arms) > 1 \
                    and not getattr(c, "possessive", False) \
                    and c.i0 - 1 >= self.i0 and r.toks[c.i0 - 1].text == "(" \
                    and max(c.i1, c.span_end) < self.i1 and r.toks[max(c.i1, c.span_end)].text == ")" \
                    and any(x is not c and x.kind in ("pct_change", "ratio", "direction") and x.i0 < c.i0
                            for x in self.cores) \
                    and not any(x is not c and x.kind == c.kind for x in self.cores):
                # production: paren_amount_ambiguous -- "e2e is ~5% lower with X (~200 ms) than with Y": after a
                # comparison, the clause's one value alone in parentheses may be an arm's value or the difference;
                # which is not known, so it is never graded (an ambiguous mention), never an accusation
                c.arm, c.arm_amb = None, tuple(sorted(r.all_arms))
            if c.kind in ("duration", "rate") and c.arm is None and not c.arm_amb and not c.pair \
                    and not getattr(c, "possessive", False) and len(r.all_arms) > 1 \
                    and (self._after_other_arm(c) or self._score_pair_value(c)):
                # production: other_arm_value -- "TP2 is 300 ms faster than TP1 at 500 ms", "60% below the TP1
                # baseline of 500 ms", "up 56% from the TP1 run's 157 tok/s", "TP2 outperforms TP1, 245 tok/s to
                # 157 tok/s": a value right after another arm's phrase (or the second of a bare "V to V" score) that
                # no construct bound would go to the clause's subject, and was graded as the subject's (a true
                # sentence false; a twist giving the subject's own value net-true). Whose it is: not read (ambiguous
                # mention: unread, never graded, never an accusation)
                c.arm, c.arm_amb = None, tuple(sorted(r.all_arms))
        for it in self.items:
            it.segment = seg(it.i0)
        _value_lists.bind(self)  # production: value_list -- "20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32"
        self.bind_pairs()
        # production: subject -- an explicit one, else the first arm no construct took
        subject: tuple[str, ...] | None = None
        subject_span = None
        for it in self.items:
            if it.kind == "subject":
                subject, subject_span = it.arms, (it.i0, it.i1)
            if it.kind == "subject_all":
                if self._counts_quantified(it):
                    continue  # production: count_quantifier -- the quantifier is its counts' alone
                subject, subject_span = ("*",), (it.i0, it.i1)
        free_arms = [k for k in range(self.i0, self.i1) if r.toks[k].kind == "arm" and not r.used[k]]
        for c in self.cores:
            if getattr(c, "extra_subject", False) and subject is None:
                subject, subject_span = (c.arm,) if c.arm else c.arm_amb, (c.i0, c.i1)
        if subject is None and len(free_arms) == 2:
            # production: coordinated_subjects -- "SGLang and LMDeploy are 29% faster than vLLM": the comparison of
            # each (claims/coordinated_subjects.py)
            got = _coord_subjects.take(self, free_arms)
            if got:
                subject, subject_span = got
                free_arms = [free_arms[0]]
        if subject is None and free_arms:
            distinct = {r.toks[k].arms for k in free_arms}
            if len(distinct) == 1:
                subject, subject_span = r.toks[free_arms[0]].arms, (free_arms[0], free_arms[0] + 1)
            else:
                subject = ("?",) + tuple(sorted({a for k in free_arms for a in r.toks[k].arms}))
        for k in free_arms:
            # an arm named as the subject is read; any other arm no construct took is not
            if subject is not None and subject[0] not in ("?", "*") and r.toks[k].arms == subject:
                r.used[k] = "arm"
        if subject is None and self.subject_hint:
            subject = self.subject_hint
        self.subject = subject
        subj_seg = seg(subject_span[0]) if subject_span else None
        metrics = [it for it in self.items if it.kind == "metric"]
        stats = [it for it in self.items if it.kind == "stat"]
        binders = [it for it in self.items if it.kind == "binder"]
        contrasts = [it for it in self.items if it.kind == "contrast"]
        head = None
        if subj_seg is not None:
            hm = [m for m in metrics if m.segment == subj_seg]
            if len({(m.metric, m.statistic) for m in hm}) == 1:
                head = hm[0]
            elif not hm and self.w(subject_span[1]) == "(":
                # production: subject_note -- "vLLM Router (blue line) Req/S throughput is close to llm-d and 100%
                # higher than K8s": a note of plain words in parentheses right after the subject arm does not part it
                # from the metric right after the note (the subject phrase's metric, as without the note)
                e = subject_span[1] + 1
                while e < self.i1 and r.toks[e].kind == "word" and not any(m.i0 <= e < m.i1 for m in metrics) \
                        and e - subject_span[1] <= 6:
                    e += 1
                if e > subject_span[1] + 1 and self.w(e) == ")" and self._plain_notes_only(metrics):
                    hm = [m for m in metrics if m.i0 == e + 1]
                    if len({(m.metric, m.statistic) for m in hm}) == 1:
                        head = hm[0]
        binder_arms = {b.arms for b in binders} | {c.baseline_amb for c in self.cores if c.baseline_amb}
        clause_baseline = next(iter(binder_arms)) if len(binder_arms) == 1 else None
        core_metrics = {c.metric for c in self.cores if c.metric and c.kind in ("ratio", "pct_change", "pct_of",
                                                                                  "direction")}
        core_metrics |= {b.metric for b in binders if b.metric}
        for c in self.cores:
            summ = getattr(c, "summary_of", None)
            if summ is not None:
                # production: pair_summary -- the summary is of the pair's metric and statistic, its arms the pair's
                c.metric, c.statistic = summ[1].metric, summ[1].statistic
                c.items_used = []  # type: ignore[attr-defined]
                continue
            was_used = {id(it) for it in self.items if it.used}
            own = [m for m in metrics if m.segment == c.segment]
            if own and c.kind in ("ratio", "pct_change", "direction") and all(any(
                    self.w(b.i1 - 1) == "'s" and not b.metric and m.i0 in (b.i1, b.i1 + 1) for b in binders) for m in own) \
                    and (ap := self._appositive_of(c)) is not None and ap.metric \
                    and all(m.metric != ap.metric for m in own):
                # production: apposed_change -- "Mean TTFT is 32 ms with FP8, up 7% from BF16's mean TPOT": the metric
                # after the baseline's possessive is the baseline's phrase, not the change's (the value's, TTFT); it
                # was graded TPOT against TPOT and false. A comparison across two metrics: not graded
                c.cross_metric = True  # type: ignore[attr-defined]
            if not own and getattr(c, "label_arm", False) and len({(m.metric, m.statistic) for m in metrics}) == 1:
                own = metrics  # "Request throughput -- SGLang: 2.5 req/s, vLLM: 2.0 req/s": the clause's one metric
            if not own and c.kind == "rate" and c.arm and len({(m.metric, m.statistic) for m in metrics}) == 1 \
                    and (rates := [x for x in self.cores if x.kind == "rate"]) and len(rates) >= 2 \
                    and all(x.arm for x in rates) and len({x.arm for x in rates}) == len(rates) \
                    and all(m.i1 <= min(x.i0 for x in rates) for m in metrics):
                # production: list_rate_metric -- "Output throughput for n-gram, draft and EAGLE is 417, 476 and 606
                # tok/s, respectively": the clause's one metric, named before its rate values, each of its own arm,
                # is every value's where it agrees with the unit (below: else it stays unread); before, the arm list
                # parted the metric from the values and it was left unread
                own = metrics
            own_stats = [s for s in stats if s.segment == c.segment]
            metric, statistic = c.metric, c.statistic
            appos = self._appositive_of(c) if metric is None and not own else None
            if appos is not None:
                # production: appositive_ratio -- "X reached 312 tok/s, 2.4x higher than Y": the value's metric
                metric, statistic = appos.metric, appos.statistic
            elif metric is None:
                if len({(m.metric, m.statistic) for m in own}) == 1:
                    metric, statistic = own[0].metric, own[0].statistic
                    for m in own:
                        m.used = True
                elif (cmp := _pair_frames.comparison_before(self, c, metrics) or _unchanged.metric_for(self, c, metrics)
                      ) is not None:
                    # production: paren_pair_comparison -- "lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6
                    # ms)": a pair right after a comparison is of the comparison's metric, not the clause's first
                    metric, statistic = cmp.metric, cmp.statistic
                elif getattr(c, "possessive", False) and (ref := next((
                        x for x in reversed(self.cores) if x is not c and x.i0 < c.i0 and x.metric
                        and x.kind in ("ratio", "pct_change") and x.baseline in (None, c.arm)), None)) is not None:
                    # production: referenced_value -- "50% lower time to first token than vLLM's 600 ms": the
                    # referenced value is of the comparison's metric and statistic
                    metric, statistic = ref.metric, ref.statistic
                elif (bd := self._restated_bound(c)) is not None:
                    # production: bound_restated -- "mean TPOT stays below 40 ms (36 ms) with FP8", "at most 2 s (1.8
                    # s)": the value alone in parentheses right after a bound restates the bounded metric's value
                    metric, statistic = bd.metric, bd.statistic
                    if c.value is not None and bd.value is not None and c.scale and bd.scale and (
                            c.value * c.scale < bd.value * bd.scale if bd.relation in ("<", "<=")
                            else c.value * c.scale > bd.value * bd.scale):
                        bd.literal_bound = True  # type: ignore[attr-defined]  # production: bound_restated_literal
                elif head is not None:
                    metric, statistic = head.metric, head.statistic
                    head.used = True
                elif c.kind in ("ratio", "pct_change", "pct_of", "direction"):
                    if len(core_metrics) == 1 and c.word in SPEED_WORDS and not any(b.metric for b in binders) \
                            and next(iter(core_metrics)) not in (SPEED, "throughput", "token_throughput"):
                        # production: speed_word_alone -- "a 2.5x speedup over X and a 2x mean TTFT reduction": the
                        # speed word names the generic speed on its own; another comparison's own latency metric is
                        # not its metric, nor is the speed word surely throughput there: not graded
                        metric = None
                    elif len(core_metrics) == 1:
                        metric = next(iter(core_metrics))
                    elif core_metrics:
                        metric = None
                    elif c.word in SPEED_WORDS:
                        metric = SPEED
                    elif c.kind in ("ratio", "pct_change") and _generic_speed.sense_verb_speed(c.word, self.r.forms):
                        # production: sense_verb_speed -- "Llama4 on DGXH100 has regressed by 14.23%": a verb of the
                        # metric's sense names the generic speed where the statement names no metric at all
                        # (claimcheck/claims/generic_speed.py)
                        metric = SPEED
                    elif c.word in ("longer", "shorter"):
                        metric = "wall"
                    else:
                        metric = None  # "2x higher than X", "0.5x the sequential arm": higher what?
                    for b in binders:
                        if b.metric and b.metric == metric:
                            b.used = True
            for m in own:
                if m.metric == metric or (m.metric == SPEED and metric in ("throughput", "token_throughput")) or (
                        metric == SPEED and m.metric in ("throughput", "token_throughput")) or (
                        c.kind == "rate" and metric is not None and NAMED_RATE_METRICS.get(m.metric) == metric):
                    m.used = True
                    if getattr(m, "per_gpu", False) and c.kind == "rate":
                        c.per_gpu = True  # type: ignore[attr-defined]  # production: per_gpu_metric (per_gpu.py)
                    if metric == SPEED or NAMED_RATE_METRICS.get(m.metric) == metric:
                        metric = m.metric  # "total token throughput was 324 tok/s": the named metric
                    if statistic is None and m.statistic:
                        statistic = m.statistic
            if metric == PERFORMANCE:
                # production: performance_metric -- "performance" is the generic speed only where the comparison's
                # own word says so ("2.4x better performance than X")
                # production: performance_measures -- the speed of the work, higher being faster: its comparison is
                # read with a word of the value's direction too ("2x higher performance", "30% better performance")
                # and as a multiple of its own words ("2x the performance of X"; a header's "Performance: X is 2x over
                # Y" stays unread), and graded on a request-ab witness under each of its measures
                # (claimcheck/claims/work_measures.py); anything else names no metric
                metric = SPEED if c.kind in ("ratio", "pct_change", "direction") and (
                    c.word in PERFORMANCE_WORDS or getattr(c, "sense", None) in PERFORMANCE_SENSES
                    or c.kind == "ratio" and c.metric == PERFORMANCE and not c.word and not getattr(c, "sense", None)
                ) else None
            # a statistic word on its own ("and p95 16.966 s") names the statistic of a per-request metric;
            # beside a throughput it is not read
            if own_stats and any(getattr(s, "from_pair", False) for s in own_stats) and statistic is not None and \
                    {statistic, own_stats[0].statistic} - {"median", "p50"} and statistic != own_stats[0].statistic:
                # production: from_statistic -- "Mean TTFT fell from a median of 130 ms to 100 ms": two statistics for
                # one pair; the one inside the pair is no one's (unread), the metric's own is graded as written
                own_stats = []
            if own_stats and len({s.statistic for s in own_stats}) == 1 and (
                    metric in PER_REQUEST or metric is None and getattr(c, "per_token", False)):
                statistic = own_stats[0].statistic
                for x in own_stats:
                    x.used = True
            # production: paren_from_to -- "cuts mean E2E latency by 47% (2.14 s to 1.14 s)" (claims/pair_frames.py)
            lead = (self._paren_comparison(c) or self._comma_from_to(c) or _pair_frames.paren_from_to(self, c)
                    ) if c.pair and (
                metric is None or metric in NAMED_RATE_METRICS.values()) else None
            if lead is not None and lead.metric is not None and (
                    metric is None or NAMED_RATE_METRICS.get(lead.metric) == metric):
                # (a pair in a token unit after a per-user / total / decode comparison is of that named metric:
                # "Per-user throughput dropped 40% (20 to 12 tok/s)")
                # production: paren_pair_metric -- "APC cuts TTFT by 60% (421 ms vs 168 ms)": the two values in
                # parentheses right after a comparison are the compared arms' values of its metric
                metric, statistic = lead.metric, lead.statistic
            elif lead is not None and lead.metric == SPEED and metric in ("throughput", "token_throughput"):
                # "raises throughput by 140% (20 vs 48 tok/s) over c1": the pair's unit says which throughput the
                # comparison is of (it was left the generic speed, and the pair bound as if of another metric)
                lead.metric = metric
            fb = getattr(c, "from_before", None)
            if fb is not None:
                # production: from_before -- "is up 10% with chunked prefill, from 900 tok/s": the change's metric, where
                # the value's unit allows it (a duration for a duration metric, a rate for its rate metric)
                ok = fb.metric is not None and (fb.metric in DURATION_METRICS if c.kind == "duration" else (
                    c.metric in (None, fb.metric) or NAMED_RATE_METRICS.get(fb.metric) == c.metric
                    or fb.metric == SPEED and c.metric in ("throughput", "token_throughput")))
                metric, statistic = (c.metric if fb.metric == SPEED else fb.metric, fb.statistic) if ok else (None, None)
            if metric is None and (c.pair or c.implicit) and len({(m.metric, m.statistic) for m in metrics}) == 1:
                metric, statistic = metrics[0].metric, metrics[0].statistic
                metrics[0].used = True
                if statistic is None and metric in PER_REQUEST and own_stats \
                        and len({s.statistic for s in own_stats}) == 1 and c.segment > metrics[0].segment:
                    # production: comma_statistic -- "E2E latency, median 2.0 s on the 4090 vs 3.0 s on the 3090": the
                    # statistic after the comma, the pair's own, of the metric before it
                    statistic = own_stats[0].statistic
                    for x in own_stats:
                        x.used = True
            if metric is None and c.kind in ("ratio", "pct_change") and not own and not c.pair:
                prev = self._coordinated_comparison(c)
                if prev is not None:
                    # production: coordinated_comparison -- "X's throughput is 25% higher than Y and 100% higher
                    # than Z": a second comparison joined by "and" with no metric of its own is of the first's metric
                    metric, statistic = prev.metric, prev.statistic
            par = [x for x in self.cores if x.kind == c.kind and not x.pair]
            if metric is None and c.kind == "duration" and c.arm and len(par) > 1 and all(x.arm for x in par) \
                    and len({x.arm for x in par}) == len(par) and len({(m.metric, m.statistic) for m in metrics}) == 1:
                # production: parallel_values -- "mean TTFT was 1.71 s on vLLM and 1.72 s on TGI": each value names its
                # own arm, and the clause names one metric: it is every value's
                metric, statistic = metrics[0].metric, metrics[0].statistic
                metrics[0].used = True
            named_in_clause = {m.metric for m in metrics} | core_metrics
            if metric in ("token_throughput", "throughput") and not any(
                    m.metric in (metric, SPEED) or NAMED_RATE_METRICS.get(m.metric) != metric for m in own) and any(
                    NAMED_RATE_METRICS.get(x) == metric for x in named_in_clause) and not (
                    named_in_clause & {metric, SPEED}):
                # the named-rate guard: a value in a bare rate unit in a clause whose only rate metric is a
                # per-user, decode or total one ("Per-user throughput dropped 40% (20 to 48 tok/s)") is that metric's
                # value or the unit's: not graded (it was graded as output token throughput)
                metric = None
            runs_word = getattr(c, "over_runs_word", None)
            if runs_word in AVERAGING_PARTICIPLES:
                # production: runs_averaged -- the mean over runs of a per-arm aggregate (statistics.OVER_RUNS)
                if metric in ("throughput", "token_throughput", "total_token_throughput", "wall") and statistic is None:
                    statistic = "mean"
                else:
                    metric = None
            if metric is not None and metric == c.metric and statistic is None and c.kind == "duration" and c.pair \
                    and not own and not own_stats and head is not None and head.metric == metric and head.statistic \
                    and metric in PER_REQUEST:
                # production: head_statistic_pair -- "Mean TPOT roughly doubles with 4 slots (33.9 ms -> 70.3 ms per
                # token)": a pair whose own unit names the clause's metric ("ms per token": TPOT) and no statistic
                # takes the statistic the clause said once with that metric, as the same pair in plain "ms" does
                statistic = head.statistic
                head.used = True
            if getattr(c, "averaged", False):
                # production: averaged_over -- "41 ms (Q4_K_M) vs 54 ms (Q8_0), averaged over 10 prompts": a mean; a
                # value of another statistic, or of no per-request metric, is not graded
                if metric in PER_REQUEST and statistic in (None, "mean"):
                    statistic = "mean"
                else:
                    metric = None
            c.metric, c.statistic = metric, statistic
            if c.kind == "direction" and c.baseline is None and not c.baseline_amb and not self.baseline_hint \
                    and not getattr(c, "to_alone", False):
                # a direction word with no number binds only the baseline phrase right after it ("faster
                # than X", "no speedup over X"); alone ("Batching lower was ...") it is not read
                k = c.span_end
                for m in metrics:
                    if m.i0 == k:
                        k = m.i1
                nxt = [b for b in binders if b.i0 == k]
                if not nxt and (pv := _pair_frames.paren_value_before_binder(self, c, k)) is not None:
                    # production: paren_value_comparison -- "4 concurrent sessions gave lower aggregate throughput
                    # (~10.8 tok/s) than a single stream (~33 tok/s)": the subject's own value alone in parentheses
                    # between the comparison's metric and its "than <arm>" (the baseline's value, if given, in
                    # parentheses right after its arm, as any value there): the comparison still binds that arm
                    nxt = [b for b in binders if b.i0 == pv]
                if nxt:
                    c.baseline, c.baseline_amb = nxt[0].arm, nxt[0].arms
                    nxt[0].used = self._binder_metric_agrees(nxt[0], c.metric)
                    c.span_end = max(c.span_end, nxt[0].i1)
                elif (pa := _pair_frames.pair_after(self, c, k)) is not None:
                    # production: comma_pair_comparison -- "vLLM had the lower TTFT, 120 ms vs 180 ms" (pair_frames.py)
                    # production: paren_pair_comparison -- "SGLang had lower TTFT (100 ms vs 150 ms)": the pair's
                    # two values are the compared arms', the baseline the arm its second value is given (named:
                    # "(100 ms vs 150 ms for vLLM)")
                    if pa[1:2] == ("statistic",) and c.statistic is None:
                        # production: comma_pair_statistic -- "c=8 has the lower ITL, p99 14.67 ms vs 22.17 ms": the
                        # pair's statistic, named before it, is the comparison's (lower p99 ITL)
                        c.statistic = pa[2]
                    if pa[0] is not None:
                        c.baseline, c.baseline_amb = pa[0], (pa[0],)
                    else:
                        c.implicit = True
                        c.before_after = pa[1:] == ("before_after",)  # type: ignore[attr-defined]
                elif any(getattr(x, "diff", False) and x.i0 == self._arm_skip(k) and self.w(x.i0) == "("
                         and x.word in ("+", "-", "\u2212") and not x.pair for x in self.cores):
                    # production: signed_amount -- "TTFT is slightly higher with AWQ (+16 ms)": the direction word and
                    # the signed amount right after it (the subject's arm between them) compare the same arms (the
                    # amount's sign must agree: each graded); naming no arm, declared_pair's
                    c.implicit = True
                    c.before_after = True  # type: ignore[attr-defined]
                elif k != c.span_end and not c.negated and len(r.all_arms) == 2 and subject is not None \
                        and len(subject) == 1 and subject[0] not in ("?", "*") and (
                            k >= self.i1 - 1 or (self.w(k) in ("and", ",") and self.w(k + 1) in SENSE)):
                    # production: bare_comparative -- "The new scheduler has lower TTFT.", "FP8 delivers higher
                    # throughput": a direction word right before its metric, said of one named arm of a witness of two
                    # arms, with nothing after the metric (or another such comparison after "and": "lower TTFT and higher
                    # throughput"), compares with the other arm (as "25% lower TTFT" does)
                    c.implicit = True
                else:
                    c.unplaced = True  # type: ignore[attr-defined]
            if (c.kind in ("ratio", "pct_change", "pct_of", "direction") or c.role == "baseline" and not c.arm
                    and not c.arm_amb) and c.baseline is None and not c.baseline_amb:
                # (a pair's value that names its own arm has no baseline: it is that arm's, production pair_arms)
                mine = [b for b in binders if b.segment == c.segment and b.i0 >= c.i0]
                if mine:
                    c.baseline, c.baseline_amb = mine[0].arm, mine[0].arms
                    mine[0].used = self._binder_metric_agrees(mine[0], c.metric)
                    c.span_end = max(c.span_end, mine[0].i1)
                elif clause_baseline:
                    c.baseline_amb = clause_baseline
                    c.baseline = clause_baseline[0] if len(clause_baseline) == 1 else None
                    for b in binders:
                        if b.arms == clause_baseline:
                            b.used = self._binder_metric_agrees(b, c.metric)
                            if b.i0 < c.i0 and (t := self.tok(b.i1)) is not None and t.kind == "num":
                                # "5505 ms on main vs pr-11234 5044 ms, a 8.4% reduction": the arm after "vs" labels
                                # the value after it, so which arm changed against which is the reader's guess: the
                                # change only agrees (Assertion.baseline_implied); before: FALSE
                                c.baseline_implied = True  # type: ignore[attr-defined]
                elif self.baseline_hint:
                    c.baseline_amb = self.baseline_hint
                    c.baseline = self.baseline_hint[0] if len(self.baseline_hint) == 1 else None
                    if self.hint_implied:  # production: elided_standard -- the standard is the reader's: only agrees
                        c.baseline_implied = True  # type: ignore[attr-defined]
                elif (c.implicit or c.role == "baseline" or c.kind in ("ratio", "pct_change")) and len(r.all_arms) == 2:
                    # a change or a "from" value with no named baseline, in a witness of two arms: the
                    # other arm than the clause's own (production: implicit_baseline)
                    own = c.arm or (subject[0] if subject and len(subject) == 1 and subject[0] not in ("?", "*")
                                    else None)
                    if own in r.all_arms:
                        c.baseline = next(a for a in r.all_arms if a != own)
                elif (c.implicit or c.kind in ("ratio", "pct_change")) and r.sole_baseline and c.role != "baseline":
                    # production: sole_baseline -- "Static FP8 cuts mean TPOT by 32.4%" in a witness of BF16, static
                    # FP8 and dynamic FP8 whose one declared baseline is BF16: that baseline. The author may mean
                    # another arm, so it only agrees: a contradiction is held back (Assertion.baseline_implied)
                    own = c.arm or (subject[0] if subject and len(subject) == 1 and subject[0] not in ("?", "*")
                                    else None)
                    if own in r.all_arms and own != r.sole_baseline:
                        c.baseline = r.sole_baseline
                        c.baseline_implied = True  # type: ignore[attr-defined]
                elif c.role == "baseline" and r.sole_baseline and c.pair and c.joiner in ("to", "up from", "down from") \
                        and not self.negated and not c.negated:
                    # production: declared_from -- "Mean TPOT drops from 37.5 ms to 32 ms with 512-token chunks", "32 ms
                    # with 512-token chunks, down from 37.5 ms" in a witness of three arms or more whose one declared
                    # baseline is another arm than the after value's: the before value is that baseline's; the author
                    # may mean another arm, so it only agrees (Assertion.baseline_implied)
                    partner = next((x for x in self.cores if x.pair == c.pair and x is not c and x.role == "subject"),
                                   None)
                    own = partner.arm if partner is not None and partner.arm else (
                        subject[0] if partner is not None and not partner.arm_amb and subject and len(subject) == 1
                        and subject[0] not in ("?", "*") else None)
                    if own in r.all_arms and own != r.sole_baseline:
                        c.baseline = r.sole_baseline
                        c.baseline_implied = True  # type: ignore[attr-defined]
                if getattr(c, "another", False) and not mine and (c.baseline is not None or c.baseline_amb):
                    # production: another_step -- "yet another 2x increase" with no baseline named in the clause: the
                    # step's start may hold the earlier gain or not, so it only agrees (claimcheck/claims/additive_steps.py)
                    c.baseline_implied = True  # type: ignore[attr-defined]
            # the items this core took: released again if the core yields no assertion (coverage)
            c.items_used = [it for it in self.items if it.used and id(it) not in was_used]  # type: ignore[attr-defined]
        # production: statistic_carry -- "TTFT: median 200 ms on TGI, 100 ms on vLLM": the clause's one statistic is
        # each listed value's (claimcheck/claims/statistic_owners.py)
        _statistic_owners.carry(self, metrics, stats)
        self._apply_topic()
        self._check_gloss()
        self.contrasts = contrasts
        self.binders = binders

    def _parity_restatement(self) -> None:
        """(parity_restatement) "PTPC-FP8 achieves virtually identical throughput to per-tensor FP8 (even slightly
        better – 1.01x improvement)", "comparable TTFT to Y (a 1.02x improvement)": a small ratio or percent change
        alone in parentheses right after a parity claim's reference arm restates that pair's difference: the clause's
        subject over the reference, on the parity's metric. It may open with "even", a degree word and a comparative
        agreeing with it, then a dash ("slightly better –"). Only a small gain (a ratio up to 1.1x, a percent up to
        10%: what "virtually identical" leaves room for); anything else in the parentheses, a larger factor or a
        comparative that disagrees, leaves it to the other rules (unread)."""
        r = self.r
        for x in [x for x in self.cores if x.kind == "parity" and x.baseline and not x.negated]:
            p = x.span_end
            if p is None or p >= self.i1 or r.toks[p].text != "(":
                continue
            q = p + 1 + (self.w(p + 1) == "even" and r.used[p + 1] in ("", "inert"))
            d = next((y for y in self.cores if y.kind == "direction" and y.i0 == q and not y.baseline
                      and not y.baseline_amb), None)
            k = max(d.i1, d.span_end) if d is not None else q
            if d is not None and self.w(k) in ("\u2013", "\u2014", "-", ",", ":") and self.free(k):
                k += 1
            lead = k
            if self.w(k) in ("a", "an") and self.free(k):
                k += 1  # "(a 1.02x improvement)"
            c = next((y for y in self.cores if y.kind in ("ratio", "pct_change") and y.i0 == k), None)
            if c is None or c.baseline or c.baseline_amb or c.arm or c.pair or c.relation != "=" \
                    or (c.metric is not None and c.metric != x.metric):
                continue
            hb = True if x.metric == SPEED else HIGHER_IS_BETTER.get(x.metric or "")

            def quality(sense: str | None) -> str | None:  # up / down as better / worse on the parity's metric
                if sense in ("better", "worse") or sense is None or hb is None:
                    return sense if sense in ("better", "worse") else None
                return "better" if (sense == "up") == hb else "worse"

            end = max(c.i1, c.span_end)
            if end >= self.i1 or r.toks[end].text != ")" or quality(c.sense) != "better" or (
                    d is not None and quality(d.sense) != "better"):
                continue
            if d is None and lead != p + 1:
                continue  # "(even 1.01x better)": only after a comparative
            if not (c.kind == "ratio" and 1 < c.value <= Decimal("1.1") or c.kind == "pct_change"
                    and 0 < c.value <= 10):
                continue
            c.baseline, c.baseline_amb = x.baseline, x.baseline_amb
            c.metric, c.statistic = x.metric, x.statistic
            if x.arm:
                c.arm, c.arm_amb = x.arm, x.arm_amb
            if d is not None:
                self.cores.remove(d)
            self.take(p + 1, c.i0)
            c.i0 = p + 1
            c.restates_parity = True  # type: ignore[attr-defined]

    def _label_of_arm(self, arm: str, c: Core) -> bool:
        """(baseline_subject_pair) a label naming ``arm`` before the colon that opens ``c``'s values ("Run A mean
        TTFT: 619 ms -> 259 ms", "Mean TTFT (Run A): ..."): no verb says which value is the arm's."""
        r = self.r
        colon = next((k for k in range(self.i0, c.i0) if r.toks[k].text == ":"), None)
        return colon is not None and any(r.toks[k].kind == "arm" and arm in (r.toks[k].arms or (r.toks[k].arm,))
                                         for k in range(self.i0, colon)) \
            and not any(r.toks[k].kind == "arm" for k in range(colon + 1, c.i0))

    def _after_other_arm(self, c: Core) -> bool:
        """(other_arm_value) the words right before ``c`` are an arm's phrase and its links (vocabulary
        .OTHER_ARM_VALUE_LINKS: "than TP1 at", "the TP1 baseline of", "the TP1 run's"), that arm not the clause's first
        arm: the value may be that arm's, not the subject's."""
        r = self.r
        k = c.i0 - 1
        # (a metric or statistic the arm's phrase names -- "the c=8 mean of 117 ms", "the c=8 mean TTFT of 117 ms" --
        # links it too: held14's development half graded "531 ms, more than 4x the c=8 mean of 117 ms" FALSE, the
        # 117 ms given to the clause's subject)
        named = {x for it in self.items if it.kind in ("metric", "stat") for x in range(it.i0, it.i1)}
        for j in range(max(self.i0, c.i0 - 8), c.i0):
            for table in (METRIC_PHRASES, STAT_PHRASES):
                for words, _v in _first_index(table).get(self.w(j), ()):
                    if j + len(words) <= c.i0 and all(self.w(j + q) == x for q, x in enumerate(words)):
                        named.update(range(j, j + len(words)))
        while k >= self.i0 and r.toks[k].kind != "arm" and (
                (r.toks[k].low or r.toks[k].text) in OTHER_ARM_VALUE_LINKS or k in named):
            k -= 1
        if k < self.i0 or k == c.i0 - 1 or r.toks[k].kind != "arm" or not r.toks[k].arms:
            return False
        if c.i0 - 1 == k + 1 and r.toks[k + 1].text == "(":
            return False  # "and LMDeploy (16,132 tok/s)": the value in parentheses right after its arm is that arm's
        return any(r.toks[b].kind == "arm" and r.toks[b].arms and r.toks[b].arms != r.toks[k].arms
                   for b in range(self.i0, k))

    def _score_pair_value(self, c: Core) -> bool:
        """(other_arm_value) ``c`` is one of two bare values of its kind joined by "to" with no "from" before them ("TP2
        outperforms TP1, 245 tok/s to 157 tok/s"): a score, its arms' order not said."""
        r = self.r
        for x in self.cores:
            if x is c or x.kind != c.kind or x.pair:
                continue
            a, b = (x, c) if x.i0 < c.i0 else (c, x)
            end = max(a.i1, a.span_end)
            if end < self.i1 and r.toks[end].low == "to" and b.i0 == end + 1 \
                    and not any(r.toks[k].low == "from" for k in range(self.i0, a.i0)):
                return True
        return False

    def _paren_restatement(self, c: Core, k: int) -> bool:
        """(paren_restatement) "MRV2 has higher throughput than MRV1 (1.56x higher)", "X is faster than Y
        (56% faster)", "... compared to Y (a 2x improvement)": a ratio or percent change alone in parentheses right
        after the baseline ARM a binder took (k), its direction word saying the comparison's direction, restates
        that comparison (the clause's subject against that baseline) -- it is not the baseline arm's own. Nothing
        else in the parentheses (no metric, binder, arm or word of its own: "(3x higher than Z)", "(1.56x lower
        TTFT)" stay the arm's, as before), and the comparison before the binder states the same direction (up /
        down, or better / worse; up and better agree on its own higher-is-better metric): "faster than Y (1.56x
        lower)" is never read (lower what?)."""
        if c.kind not in ("ratio", "pct_change") or not c.sense or not any(
                it.kind == "binder" and it.i0 <= k < it.i1 for it in self.items):
            return False
        end = max(c.i1, c.span_end)
        if end >= self.i1 or self.r.toks[end].text != ")" or c.metric is not None:
            return False
        binder = next(it for it in self.items if it.kind == "binder" and it.i0 <= k < it.i1)
        prev = [x for x in self.cores if x is not c and x.kind in ("ratio", "pct_change", "direction")
                and max(x.i1, x.span_end if x.span_end else x.i1) <= binder.i0]
        if not prev or not prev[-1].sense:
            return False
        x = prev[-1]
        if x.sense == c.sense:
            return True
        metric = x.metric
        if metric is None:  # the metric read beside the comparison ("higher throughput than"), the clause's only one
            named = {it.metric for it in self.items if it.kind == "metric" and it.i1 <= binder.i0}
            metric = next(iter(named)) if len(named) == 1 else None
        hb = True if metric == SPEED else HIGHER_IS_BETTER.get(metric or "")
        if hb is None:
            return False
        as_value = {"better": "up" if hb else "down", "worse": "down" if hb else "up"}
        return as_value.get(x.sense, x.sense) == as_value.get(c.sense, c.sense)

    def _arm_skip(self, k: int) -> int:
        """The end of an arm phrase naming one arm at ``k`` ("with AWQ", "with chunked prefill"), else ``k``."""
        j = self.skip_the(k + 1) if self.w(k) in _ARM_PREPS else k
        t = self.tok(j)
        if t is None or t.kind != "arm" or t.arm is None or len(t.arms) != 1 or self.r.used[j] not in ("", "arm") or (
                j == k and t.low.split()[0] not in _ARM_PREPS):
            return k  # (taken or not: the clause's subject is marked by now)
        return j + 1

    def _paren_comparison(self, c: Core) -> Core | None:
        """The comparison a pair of values in parentheses follows directly ("improves throughput by 15%
        (3.55 vs 4.10 req/s)", "cut TTFT by 60% (421 ms vs 168 ms)"): a ratio or percent change ending right
        before the opening parenthesis, with the closing one right after the pair; ``None`` otherwise (and for a
        from-to or arrow pair, or a pair whose values name their arms)."""
        partner = getattr(c, "partner", None)
        if not c.pair or partner is None or c.joiner in ("to", "up from", "and"):
            return None
        first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
        if first.arm or second.arm or first.arm_amb or second.arm_amb:
            return None
        k0, k1 = first.i0 - 1, max(second.i1, second.span_end)
        # production: paren_pair_metric -- "(0.85 s vs 0.26 s for Qwen3-0.6B)": a context fact (a model, a GPU)
        # read after the pair may close the parentheses; it is checked on its own
        k1 = self._fact_words_end(k1)
        if k0 < self.i0 or k1 >= self.i1 or self.w(k0) != "(" or self.w(k1) != ")":
            return None
        # production: value_gloss -- "(838 vs 686 tok/s)" after "1.22x the output throughput of BF16 at 20 requests"
        return _value_gloss.gloss_lead(self, k0)

    def _fact_words_end(self, k: int) -> int:
        """The first token at or after ``k`` that is not a word of a context fact this clause read ("for
        Llama-3.1-8B", "on an H100"); ``k`` itself where none starts there."""
        r = self.r
        spans = [(f.span.start, f.span.end) for f in r.facts if f.span is not None]

        def in_fact(q: int) -> bool:
            return self.i0 <= q < self.i1 and r.used[q] == "read" and any(
                a <= r.toks[q].start and r.toks[q].end <= b for a, b in spans)

        if self.w(k) in FACT_PREPS | {"for", "with"} and in_fact(k + 1):
            k += 1  # the fact's preposition ("for", "on", "with"), read with it
        while in_fact(k):
            k += 1
        return k

    def _comma_from_to(self, c: Core) -> Core | None:
        """Production: comma_from_to -- "EAGLE cuts TPOT in half, from 8 ms to 4 ms", "mean TTFT fell 60%, from 421 ms
        to 168 ms": a from-to pair after a comma right after a ratio or percent change, ending its clause (or before
        a closing punctuation), takes the comparison's metric; its order is its own (before, then after)."""
        partner = getattr(c, "partner", None)
        if not c.pair or partner is None or c.joiner != "to":
            return None
        first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
        if first.arm or second.arm or first.arm_amb or second.arm_amb:
            return None  # (production comma_pair: "fell 60%, 421 ms to 168 ms", "..., 421 ms -> 168 ms" as with "from")
        k0, k1 = first.i0 - 1, max(second.i1, second.span_end)
        if k0 < self.i0 or not (self.w(k0) == "," or self.w(k0) in GLOSS_FROM_SEPARATORS and self.w(first.i0) == "from"
                                or self.w(first.i0) != "from" and _pair_frames.comma_pair(self, first.i0)) \
                or k1 < self.i1 and self.w(k1) not in (".", ";", ")", "!") and not self._comma_move_after(k1):
            return None
        # production: value_gloss -- "cut mean TTFT by 63% on average, from 323 ms to 120 ms", "...: from 323 ms to
        # 120 ms": the comparison's modifiers may stand between it and its gloss (claimcheck/claims/value_gloss.py)
        return _value_gloss.gloss_lead(self, k0)

    def _comma_move_after(self, k: int) -> bool:
        """Production comma_from_to, its pair set off before the clause's move: "Median end-to-end request latency falls
        by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8": a comma at ``k`` after
        the pair, then only a move's binder (upgrade_lead: "when moving from A to B", "after upgrading A -> B"), ending
        the clause."""
        if self.w(k) != "," or not self.free(k) and self.r.used[k] != "inert":
            return False
        b = next((it for it in self.items if it.kind == "binder" and it.i0 == k + 1), None)
        if b is None:
            return False
        return b.i1 >= self.i1 or self.w(b.i1) in (".", ";", ")", "!")

    def _late_up_from(self, results: list[tuple[Core, Assertion | None, str]]
                      ) -> list[tuple[Core, Assertion | None, str]]:
        """Production: up_from_arm_after -- "7.33 req/s, up from 6.69 req/s" names its subject before the pair ("X
        reached 7.33 req/s, up from 6.69 req/s") or its values' arms right after each value; an arm named only after
        the pair, and taken by no construct ("..., up from 6.69 req/s TL;DR: baseline"), may be either value's:
        not graded (a found false accusation: it was made the subject of 7.33)."""
        r = self.r
        out = list(results)
        pos = {id(c): n for n, (c, _a, _w) in enumerate(out)}
        for n, (c, a1, _w) in enumerate(out):
            partner = getattr(c, "partner", None) or next(
                (x for x, _a, _ in out if x is not c and x.pair and x.pair == c.pair), None)
            if c.joiner != "up from" or c.role != "subject" or partner is None or id(partner) not in pos \
                    or c.arm or c.arm_amb or a1 is None or a1.treatment is None:
                continue
            end = max(partner.i1, partner.span_end)
            mentions = [k for k in range(self.i0, self.i1) if r.toks[k].kind == "arm"
                        and a1.treatment in (r.toks[k].arms or (r.toks[k].arm,))]
            if mentions and all(k >= end for k in mentions):
                why = (f"'{r.text[r.toks[c.i0].start:r.toks[end - 1].end]}': the arm named after the pair may be "
                       "either value's (name the subject before it: 'X reached A, up from B')")
                out[n], out[pos[id(partner)]] = (c, None, why), (partner, None, why)
        return out

    def _arms_after_pair(self, results: list[tuple[Core, Assertion | None, str]]
                         ) -> list[tuple[Core, Assertion | None, str]]:
        """Production: arms_after_pair -- a change's pair ("1.81 -> 2.87 req/s", "from 1.81 to 2.87") whose two arms are
        both named only after its second value ("1.81 -> 2.87 req/s on TP2 vs TP4"): the arms may label the values in
        their order (TP2 the 1.81) as well as the arm beside the second value may be its own ("2.87 req/s on TP2").
        The two readings disagree on every pair of distinct values, so the pair is not graded (never net-true, never
        false). (It read 1.81 as TP4's and was false of a true sentence on held18's development half, and the arms
        swapped, "on TP4 vs TP2", was net-true.)"""
        r = self.r
        out = list(results)
        pos = {id(c): n for n, (c, _a, _w) in enumerate(out)}
        for n, (c, a1, _w) in enumerate(out):
            partner = getattr(c, "partner", None)
            if partner is None or c.joiner != "to" or c.i0 > partner.i0 or id(partner) not in pos:
                continue
            m = pos[id(partner)]
            a2 = out[m][1]
            if a1 is None or a2 is None or a1.form != "value" or a2.form != "value" or a1.treatment is None \
                    or a2.treatment is None or a1.treatment == a2.treatment or a1.other_arm or a2.other_arm:
                continue
            first = min(c.i0, partner.i0)
            second = max(c.i0, partner.i0)
            mentions = [k for k in range(self.i0, self.i1) if r.toks[k].kind == "arm"]
            named = {x for k in mentions for x in (r.toks[k].arms or (r.toks[k].arm,))}
            if len(named) < 2 or any(k < second for k in mentions) or self.w(mentions[0] - 1) not in (
                    "on", "with", "for", "at", "using", "in", ",") or not any(
                    self.w(k) in ("vs", "versus") for k in range(mentions[0], mentions[-1])):
                # only "on A vs B" after the pair: "(c16 → c32)" and "when switching from vLLM to SGLang" fix the order
                continue  # an arm named before the pair ("TP2 went from 1.81 to 2.87"), the first value's own arm
                # between the two ("from 600 ms (vLLM) to 150 ms (SGLang)", "from 20 at c=1 to 100 ms at c=32"), or one
                # arm after it ("TTFT drops, from 600 ms to 150 ms, with SGLang": the change's cause)
            why = (f"'{r.text[r.toks[first].start:r.toks[max(c.i1, partner.i1) - 1].end]}': the arms named after "
                   "the pair may label its values in order or each be the value's beside it (name each value's "
                   "arm: 'from 1.81 on TP2 to 2.87 req/s on TP4')")
            out[n], out[m] = (c, None, why), (partner, None, why)
        return out

    def _order_pairs(self, results: list[tuple[Core, Assertion | None, str]]
                     ) -> list[tuple[Core, Assertion | None, str]]:
        """Production: pair_order -- "A vs B" values that name no arm of their own are written in either order
        ("improves throughput by 15% (3.55 vs 4.10 req/s)": before, then after; "... by 15%: 4.10 vs 3.55 req/s":
        after, then before). Where the clause compares the same two arms in the same metric with a direction
        (a ratio, a percent change, a difference or a direction word), the value it says is the larger is the
        larger one's arm. Else the subject-first order ("With APC, throughput was 4.10 vs 3.55 req/s") holds only
        when the subject arm is named before the pair with no colon between; otherwise the pair's order is not
        fixed and it is not graded (an accusation may not rest on a convention of order)."""
        r = self.r
        out = list(results)
        pos = {id(c): n for n, (c, _a, _w) in enumerate(out)}
        vs = ("to", "up from", "down from", "and") + tuple(_INSTEAD_JOINERS)  # the order is in the words
        for n, (c, a1, _w) in enumerate(out):
            partner = getattr(c, "partner", None)
            # production: pair_order -- "Switching BF16 to FP8 gave us 1.45x higher request throughput (9.87 vs 6.83
            # req/s)": a "vs" pair bound to the two arm mentions in their order (pair_binding) is a convention too,
            # the arms named for another construct (a switch, a lead "BF16 vs FP8:"); 9.87 was read as BF16's, false
            by_order = partner is not None and c.by_order and partner.by_order and c.joiner in _VS_JOINERS
            if partner is None or c.i0 > partner.i0 or id(partner) not in pos or c.joiner in vs or not by_order and (
                    c.role != "subject" or partner.role != "baseline" or c.arm or partner.arm or c.arm_amb
                    or partner.arm_amb):
                continue  # (a value that names its own arm, production pair_arms, fixes the order)
            m = pos[id(partner)]
            a2 = out[m][1]
            if a1 is not None and a2 is not None and (a1.treatment is None) != (a2.treatment is None):
                # production: pair_order -- one value of the pair has no arm and the other was given one by a mention
                # near it ("decreases by 48.8% relative to autoregressive decoding (6.24 s vs. 3.20 s)": 3.20 s took
                # the baseline named before the parenthesis): that binding is a convention, never a fact of the words
                out[n], out[m] = _pair_frames.order_by_change(self, (c, a1), (partner, a2), out)
                continue
            if a1 is None or a2 is None or a1.form != "value" or a2.form != "value" or a1.value is None \
                    or a2.value is None or a1.treatment is None or a2.treatment is None or a1.treatment == a2.treatment:
                continue
            arms = {a1.treatment, a2.treatment}
            ups = set()
            for x, ax, _ in out:
                if ax is None or ax.metric != a1.metric or {ax.treatment, ax.baseline} != arms or ax.value is None:
                    continue
                up = _pair_frames.change_up(ax) if ax.form in ("ratio", "percent_change", "difference") else None
                if up is not None:
                    ups.add(up if ax.treatment == a1.treatment else not up)  # True: a1's arm is the larger
            if len(ups) == 1:
                if a1.value != a2.value and (a1.value > a2.value) != next(iter(ups)):
                    out[n] = (c, a1.model_copy(update={"treatment": a2.treatment}), "")
                    out[m] = (partner, a2.model_copy(update={"treatment": a1.treatment}), "")
                continue
            if ups:
                continue  # two comparisons of opposite directions: each is graded; the pair as written
            if by_order:
                # no comparison says which is larger: the mentions' order, each value keeping the other arm as its
                # second meaning in a witness of two arms (false only when both are contradicted)
                if len(r.all_arms) == 2:
                    out[n] = (c, a1.model_copy(update={"other_arm": a2.treatment}), "")
                    out[m] = (partner, a2.model_copy(update={"other_arm": a1.treatment}), "")
                continue
            subj = self.subject if self.subject and self.subject[0] not in ("?", "*") else None

            def mentions(arm: str) -> list[int]:
                return [k for k in range(self.i0, c.i0) if r.toks[k].kind == "arm"
                        and arm in (r.toks[k].arms or (r.toks[k].arm,))]
            named = mentions(a1.treatment) if subj and a1.treatment in subj else []
            other = mentions(a2.treatment)
            if named and other and named[0] < other[0] or named and not other and not any(
                    self.w(k) == ":" for k in range(named[-1], c.i0)):
                # "Medusa vs plain decoding: 3.0 vs 2.4 req/s": both arms named before, in the pair's order; "With APC,
                # throughput was 4.10 vs 3.55 req/s": the subject first. A convention (a pull request writes before,
                # then after: "11.7% higher with this PR (TPOT 12.1 ms vs 11.0 ms)", "This PR decodes 10% faster than
                # main (TPOT 12.1 ms vs 11.0 ms)"): in a witness of two arms each value keeps the other arm as its
                # second meaning, false only when both are contradicted
                if len(r.all_arms) == 2:
                    out[n] = (c, a1.model_copy(update={"other_arm": a2.treatment}), "")
                    out[m] = (partner, a2.model_copy(update={"other_arm": a1.treatment}), "")
                continue
            why = (f"'{r.text[r.toks[c.i0].start:r.toks[max(partner.i1, partner.span_end) - 1].end]}': the order of the "
                   "two values is not fixed (say 'from X to Y', 'X for A and Y for B', or name the arm first)")
            out[n], out[m] = (c, None, why), (partner, None, why)
        return _pair_frames.paren_values(self, out)

    def _restated_bound(self, c: Core) -> Core | None:
        """Production bound_restated: the bound ("under 1 s", "below 40 ms", "at most 2 s") whose value ``c`` restates,
        standing alone in parentheses right after it ("under 1 s (0.7 s)", "below 40 ms (36 ms)", "at most 2 s (1.8 s
        p99)"): a value of the same kind and arm, its metric already bound; else None."""
        end = max(c.i1, c.span_end)
        end = next((it.i1 for it in self.items if it.kind == "stat" and it.i0 == end), end)  # "(1.8 s p99)": its own
        # statistic, graded as written
        if c.kind not in ("duration", "rate") or c.relation != "=" or c.pair or c.i0 - 1 < self.i0 \
                or self.w(c.i0 - 1) != "(" or self.w(end) != ")":
            return None
        return next((x for x in self.cores if x is not c and x.kind == c.kind and x.relation in ("<", "<=", ">", ">=")
                     and max(x.i1, x.span_end) == c.i0 - 1 and x.metric is not None and not x.pair
                     and x.arm == c.arm and x.arm_amb == c.arm_amb), None)

    def _appositive_of(self, c: Core) -> Core | None:
        """The value a comparison stands in apposition to: a rate or a duration with its metric
        directly before it, joined by a comma or an opening parenthesis ("312 tok/s, 2.4x higher
        than Y", "mean TTFT 120 ms (3x lower than Y)")."""
        if c.kind not in ("ratio", "pct_change", "direction") or c.i0 - 1 < self.i0:
            return None
        k = c.i0 - 1
        if self.w(k) in ("a", "an") and k - 1 >= self.i0:
            k -= 1  # "6.0 req/s, a 2.5x improvement over Y"
        if k + 1 in self.appos_leads:
            # production: appositive_lead -- "1.7 req/s, that is 1.7x that of Y", "200 ms on X (that is, 1.5x lower
            # than on Y)": the value the lead follows
            p = self.appos_leads[k + 1]
            return p if p.metric and not getattr(p, "per_gpu", False) else None
        elif c.sense or c.baseline:
            # "1.7 req/s, i.e. 1.7x that of Y": the lead a discourse phrase already took as inert ("1.7 req/s, i.e.
            # about 1.7x": of what? not read)
            n = next((len(ws) for ws in RECAP_LEADS if k - len(ws) + 1 > self.i0
                      and tuple(self.r.forms[k - len(ws) + 1:k + 1]) == ws
                      and all(self.r.used[q] == "inert" or self.w(q) == "," and self.free(q)
                              for q in range(k - len(ws) + 1, k + 1))), 0)
            k -= n
        if self.w(k) not in (",", "("):
            return None
        spans = [range(x.i0, max(x.i1, x.span_end)) for x in self.cores]
        for p in self.cores:
            e = max(p.i1, p.span_end)
            # only words a context fact read may stand between ("6.0 req/s at concurrency 16, a 2.5x ...")
            if p is not c and p.kind in ("rate", "duration") and p.metric and not p.pair and e <= k and not getattr(
                    p, "per_gpu", False) and all(
                    self.r.used[q] and self.r.toks[q].kind != "arm" and not any(q in sp for sp in spans)
                    for q in range(e, k)):
                return p
        return None

    def _leave_denied(self, r, why: str) -> None:
        """A negation that denies more than one thing at once (productions negated_conjunction and
        negated_universal): the clause's assertions are dropped, their words left unread (arms aside), and the
        clause is named as unbound with ``why``."""
        for c in self.cores:
            for k in range(c.i0, max(c.i1, c.span_end)):
                if r.toks[k].kind != "arm":
                    r.used[k] = ""
        a, b = r.toks[self.i0].start, r.toks[self.i1 - 1].end
        r.unbound.append((Span(start=a, end=b, text=r.text[a:b]), why))
        self.cores = []

    # -- emit ------------------------------------------------------------------------------
    def _per_request_restated(self) -> None:
        """production: per_request_tail -- "mean TTFT went from 200 ms to 150 ms per request", "mean e2e latency is
        1.04 s per request": after a duration of TTFT, end-to-end latency or queue delay, a tail that says the value
        is per request (PER_REQUEST_TAILS) restates what the metric already is. Read only where the core's metric,
        or every metric the clause names, is one of those three; "the run took 80 s, 8 s per request" (the wall per
        completed request) and "TPOT is 10 ms per request" stay unread."""
        named = {it.metric for it in self.items if it.kind in ("metric", "topic") and it.metric}
        for c in self.cores:
            if c.kind != "duration":
                continue
            metrics = {c.metric} if c.metric else named
            if not metrics or not metrics <= _PER_REQUEST_TAIL_METRICS:
                continue
            e = max(c.i1, c.span_end)
            tail = next((ws for ws in PER_REQUEST_TAILS if self.seq(e, ws)), None)
            if tail and e + len(tail) <= self.i1 and all(self.free(x) for x in range(e, e + len(tail))):
                self.take(e, e + len(tail))
                c.span_end = e + len(tail)

    def _hedged_pair_order(self, results: list[tuple[Core, Assertion | None, str]]) -> None:
        """Production: hedged_pair_order -- "around 7.6k tok/s with it on vs 6.9k off": a hedge widens each value
        (10%), so the two values of a pair bound to two arms could both hold with the arms swapped ("around 6.9k with it
        on vs 7.6k off" of 7590 / 6900). The order the pair states (the larger value's arm is larger) is graded
        beside them: it must agree for net-true, and a contradiction is held back (quantities: rule "pair order"), so a
        swapped pair is never net-true and an order inside the noise is never an accusation."""
        r = self.r
        done = {id(c): a for c, a, _ in results if a is not None}
        for c, a, _why in results:
            p = getattr(c, "partner", None)
            if a is None or p is None or c.i0 > p.i0 or id(p) not in done or self.negated or not (c.hedge or p.hedge):
                continue
            b = done[id(p)]
            if a.form != "value" or b.form != "value" or a.treatment is None or b.treatment is None \
                    or a.treatment == b.treatment or (a.metric, a.statistic) != (b.metric, b.statistic) \
                    or a.value is None or b.value is None or a.value == b.value or a.negated or b.negated \
                    or getattr(c, "arm_either", False) or getattr(p, "arm_either", False):
                continue
            hi, lo = (a, b) if a.value > b.value else (b, a)
            k1 = max(p.i1, p.span_end, c.i1, c.span_end)
            r.assertions.append(Assertion(metric=a.metric, statistic=a.statistic, form="ratio", treatment=hi.treatment,
                                          baseline=lo.treatment, relation=">", value=1.0,
                                          tolerance=Tolerance(low=1.0, high=1.0, rule=PAIR_ORDER_RULE),
                                          span=_span(r.text, r.toks, c.i0, k1), source=r.source))
            r.core_text.append(r.text[r.toks[c.i0].start:r.toks[k1 - 1].end])

    def emit(self) -> None:
        r = self.r
        self._per_request_restated()
        self.all_cores = list(self.cores)
        capability = self._capability()
        # a negation, hedge or modal word anywhere in the clause, or any other word in an assertion's own
        # segment, that no construct read may change what it says ("never", "up to", "exceeded",
        # "allegedly"): such assertions are neither true nor false as read
        unread_k = [k for k in range(self.i0, self.i1) if not r.used[k] and r.toks[k].kind != "arm" and not (
            r.toks[k].kind == "word" and r.toks[k].low in INERT_WORDS) and not (
            r.toks[k].kind == "punct" and r.toks[k].text in INERT_PUNCT)] if r.source == "statement" else []
        modal = [r.toks[k] for k in unread_k if (w := self.w(k)) in NEGATIONS or w.endswith("n't") or w in MODAL_WORDS
                 or w in HEDGES]
        if unread_k and not modal:
            segs = self.segments()
            bad_segs = {segs[k - self.i0] for k in unread_k}
            keep, drop = [], []
            for c in self.cores:
                (drop if c.segment in bad_segs else keep).append(c)
            for c in drop:
                for k in range(c.i0, max(c.i1, c.span_end)):
                    if r.toks[k].kind != "arm":
                        r.used[k] = ""
                a, b = r.toks[c.i0].start, r.toks[max(c.i1, c.span_end) - 1].end
                words = ", ".join(f"'{r.toks[k].text}'" for k in unread_k if segs[k - self.i0] == c.segment)
                r.unbound.append((Span(start=a, end=b, text=r.text[a:b]),
                                  f"beside {words}, which I did not read: not graded"))
            self.cores = keep
            caches = [it for it in self.items if it.kind == "cache" and it.segment in bad_segs]
            for it in caches:
                for k in range(it.i0, it.i1):
                    if r.toks[k].kind != "arm":
                        r.used[k] = ""
            self.items = [it for it in self.items if it not in caches]
        if modal and (self.cores or any(it.kind == "cache" for it in self.items)):
            # a negation, hedge or modal word I cannot place: the clause's assertions are not graded
            words = ", ".join(f"'{t.text}'" for t in modal)
            for c in self.cores:
                for k in range(c.i0, max(c.i1, c.span_end)):
                    if r.toks[k].kind != "arm":
                        r.used[k] = ""
            for it in self.items:
                for k in range(it.i0, it.i1):
                    if r.toks[k].kind != "arm":
                        r.used[k] = ""
            a, b = r.toks[self.i0].start, r.toks[self.i1 - 1].end
            r.unbound.append((Span(start=a, end=b, text=r.text[a:b]),
                              f"the clause holds {words}, which I did not read: none of its assertions is graded"))
            for _, ks in capability:
                for k in ks:
                    r.used[k] = ""
            self.cores, self.items = [], []
            return
        if self.negated and len(self.cores) + sum(it.kind == "cache" for it in self.items) > 1:
            # production: negated_conjunction -- "it is not true that A and B" denies the conjunction (true when
            # either part fails): it is not "not A and not B", and one part cannot be graded alone
            self._leave_denied(r, "a negation over several assertions denies their conjunction: which one is false "
                                  "is not said; state the one that fails ('X was not 2x faster than Y')")
            self.items = [it for it in self.items if it.kind != "cache"]
        if self.cores and self.subject == ("*",) and (self.negated or any(
                r.toks[k].low in _UNIVERSAL_NEGATIONS or r.toks[k].low.endswith("n't") for k in range(self.i0, self.i1))):
            # production: negated_universal -- "it is not true that TTFT stays under 200 ms in both arms / at both
            # rates", "TTFT is not under 200 ms in both arms": may deny "every arm" (true when any one arm fails),
            # not say "every arm at or above 200 ms"; which arm fails is not said
            self._leave_denied(r, "a negation over every arm denies that all of them hold (true when any one "
                                  "fails): state the arm that fails ('r8's mean TTFT is not under 200 ms')")
        if self.negated:
            ok = bool(self.cores or [it for it in self.items if it.kind == "cache"])
            if not ok:
                for k in range(*self.neg_span):
                    r.used[k] = ""
                for c in self.cores:
                    for k in range(c.i0, c.i1):
                        r.used[k] = ""
                self.cores = []
                self.items = [it for it in self.items if it.kind != "cache"]
        ok_cores: set[int] = set()
        # production: pair_summary -- a summary's arms are its pair's, once the pair's order is settled
        summaries = [c for c in self.cores if getattr(c, "summary_of", None) is not None]
        results = self._arms_after_pair(self._late_up_from(self._order_pairs(
            [(c, *self._up_to(c, *self._assertion(c))) for c in self.cores if getattr(c, "summary_of", None) is None])))
        for c, a, _why in results:
            if c.pair:
                c.resolved_arm = a.treatment if a is not None and a.form == "value" else None  # type: ignore[attr-defined]
                # production: unnamed_change -- the pair was read naming neither arm (its summary may be too)
                c.unnamed_read = a is not None and a.treatment is None and a.baseline is None \
                    and not a.every_arm  # type: ignore[attr-defined]
        if summaries:
            done = {id(c): (c, a, why) for c, a, why in results}
            done.update({id(c): (c, *self._up_to(c, *self._assertion(c))) for c in summaries})
            results = [done[id(c)] for c in self.cores]
        # production: list_against_list -- "TTFT and throughput are 5x and 3x higher than X": not graded (a found
        # false accusation: 5x was bound to throughput); production: coordinated_baselines -- "than A and B"
        results, second = _coordinated.second_assertions(self, _coordinated.metric_list_against_value_list(self, results))
        results, second_subject = _coord_subjects.second_assertions(self, results)  # production: coordinated_subjects
        second += second_subject
        results = _unchanged.stay_values(self, results)  # production: stay_value -- "TPOT stays at 20 ms with APC"
        for c, a, why in results:
            if a is not None:
                ok_cores.add(id(c))
                r.justified.update(range(c.i0, max(c.i1, c.span_end)))
                r.justified.update(range(*getattr(c, "restated", (0, 0))))  # "39.2ms/tok (25.51 tokens/s)"
                r.justified.update(range(*getattr(c, "lead_span", (0, 0))))  # "in the range of 80-85 tokens/s"
                for it in getattr(c, "items_used", ()):
                    r.justified.update(range(it.i0, it.i1))
                for it in self.items:
                    if it.kind in ("subject", "subject_all"):
                        r.justified.update(range(it.i0, it.i1))
            if a is None:
                for k in range(c.i0, c.i1):
                    r.used[k] = ""
                r.unbound.append((_span(r.text, r.toks, c.i0, c.i1), why))
                continue
            if getattr(c, "arm_either", False) and a.form == "value" and a.treatment in r.all_arms \
                    and len(r.all_arms) == 2:
                # production: cause_or_before -- the value's other meaning: the other arm's
                a = a.model_copy(update={"other_arm": next(x for x in r.all_arms if x != a.treatment)})
            if getattr(c, "unit_far", False):
                a = a.model_copy(update={"unit_far": True})  # production: pair_unit_far
            if getattr(c, "baseline_implied", False) and c.baseline in (a.baseline, a.treatment):
                # (a ratio of a lower-is-better metric names the baseline arm as its numerator: "1.3x faster TPOT")
                a = a.model_copy(update={"baseline_implied": True})
            if getattr(c, "roles_implied", False) and a.span is not None:
                # production declared_pair: "mean TTFT went from 500 ms to 200 ms", "throughput improved by 56%" name
                # neither arm; the witness's declared before and after were taken for them. The words may mean the
                # other order ("after switching back"): grade holds a contradiction back unless the other order is
                # contradicted too (roles_implied)
                r.roles_implied.append((a.source, a.span.start, a.span.end))
            if (self.negated and c.kind != "direction") != (c.relation == "!="):
                # production: negated_denial -- a denial is graded beside the assertion it denies (quantities.Grader
                # .check): a second meaning that keeps that assertion from being false keeps the denial from net-true
                a = a.model_copy(update={"negated": True})
            r.assertions.append(a)
            r.core_text.append(r.text[r.toks[c.i0].start:r.toks[c.i1 - 1].end])
        if getattr(self, "between_mark", None) is not None:
            _arm_chains.between_assertions(self, results)  # production: in_between -- "LMDeploy lands in between"
        self._hedged_pair_order(results)
        for c, a, (k0, k1) in second:
            if id(c) in ok_cores:  # production: coordinated_baselines -- the same comparison against the second arm
                r.assertions.append(a)
                r.core_text.append(r.text[r.toks[c.i0].start:r.toks[k1 - 1].end])
                r.justified.update(range(k0, k1))
        for it in self.items:
            if it.kind != "cache":
                continue
            pol = it.extra["polarity"]
            if self.negated:
                pol = {"positive": "negative-world", "negative": "positive-observed"}.get(pol, "")
                if not pol:
                    for k in range(it.i0, it.i1):
                        r.used[k] = ""
                    continue
            arms = list(it.arms)
            subj = self.subject if self.subject and self.subject[0] not in ("?", "*") else None
            treatment = subj[0] if subj and len(subj) == 1 else None
            baseline = None
            cb = [b for b in self.binders] + list(self.contrasts)
            if cb:
                baseline = cb[0].arm
            if pol == "positive" and treatment is None and len(arms) == 1:
                treatment = arms[0]
            r.assertions.append(Assertion(metric="cache_benefit", form="direction", treatment=treatment or (
                arms[0] if len(arms) == 1 and pol != "positive" else None), baseline=baseline,
                relation=">" if pol == "positive" else "<=", value=0.0,
                tolerance=Tolerance(rule=f"cache claim: {pol}" + (f"; arms named: {', '.join(arms)}" if arms else "")),
                span=_span(r.text, r.toks, it.i0, it.i1), source=r.source))
            r.core_text.append(r.text[r.toks[it.i0].start:r.toks[it.i1 - 1].end])
            r.justified.update(range(it.i0, it.i1))
            for b in list(self.binders) + list(self.contrasts):
                r.justified.update(range(b.i0, b.i1))
            for x in self.items:
                if x.kind in ("subject", "subject_all"):
                    r.justified.update(range(x.i0, x.i1))
        owners: dict[int, set[int]] = {}
        for c in self.all_cores:
            for it in getattr(c, "items_used", ()):
                owners.setdefault(id(it), set()).add(id(c))
        for it in self.items:
            if it.used and id(it) in owners and not owners[id(it)] & ok_cores:
                it.used = False  # a metric / binder taken only by comparisons that were not graded
        has_cache = any(it.kind == "cache" for it in self.items)
        if not self.cores and not has_cache:
            for it in self.items:
                if it.kind == "subject_all":
                    for k in range(it.i0, it.i1):
                        r.used[k] = ""
        for it in self.items:
            if it.kind in ("binder", "contrast") and has_cache:
                it.used = True
            if it.kind in ("metric", "stat", "binder", "contrast") and not it.used:
                # read words that no assertion used assert nothing: they are unread
                for k in range(it.i0, it.i1):
                    if r.toks[k].kind != "arm":
                        r.used[k] = ""
        if self.negated and not (self.cores or any(it.kind == "cache" for it in self.items)) and self.neg_span:
            for k in range(*self.neg_span):
                r.used[k] = ""
        elif self.negated and self.neg_span:
            r.justified.update(range(*self.neg_span))
        for c, ks in capability:
            if id(c) not in ok_cores:
                for k in ks:
                    r.used[k] = ""
            else:
                r.justified.update(ks)

    # production: capability  ("X can achieve up to 30x higher throughput than Y", "could deliver up to 2x", "can be
    # up to 3x faster", "can reduce TTFT by up to 40%", "these features enable up to 4x higher throughput than Y",
    # "QServe enables 1.8x higher throughput compared with Y"): a capability modal (vocabulary.CAPABILITY_MODALS)
    # is read only before a comparison that holds its own "up to" / "as much as" (the best run), through one
    # capability verb (vocabulary.CAPABILITY_VERBS, "translate into") or the change verb that starts the
    # comparison; "enable" right before a comparison delivers it. Read tokens are released when the comparison
    # gives no assertion (emit). "cannot", "can't", "could not", "might", "may", "should" never match.
    def _capability(self) -> list[tuple[Core, list[int]]]:
        out: list[tuple[Core, list[int]]] = []
        starts = {c.i0: c for c in self.cores}
        for k in range(self.i0, self.i1):
            w = self.w(k)
            if not self.free(k) or self.r.toks[k].kind != "word":
                continue
            if w in ENABLE_VERBS and (k + 1) in starts and starts[k + 1].kind in ("ratio", "pct_change", "rate"):
                out.append((starts[k + 1], [k]))
                self.r.used[k] = "read"
                continue
            form = "base"
            if w in CAPABILITY_MODALS:
                j = k + 1
            elif (w, self.w(k + 1)) in CAPABILITY_PHRASES and self.free(k + 1) and k > self.i0 \
                    and self.w(k - 1) in ("is", "are", "was", "were", "be", "been"):
                form, j = CAPABILITY_PHRASES[(w, self.w(k + 1))], k + 2
            else:
                continue
            while self.w(j) in CAPABILITY_ADVERBS and (self.free(j) or self.r.used[j] in ("inert", "prose")):
                j += 1
            ks = [x for x in range(k, j)]
            if j not in starts:
                v = self.w(j)
                if j >= self.i1 or self.r.toks[j].kind != "word":
                    continue
                if form == "gerund":
                    if v not in CAPABILITY_GERUNDS:
                        continue
                    parts: tuple[str, ...] = ()
                elif v in CAPABILITY_VERBS:
                    parts = CAPABILITY_VERBS[v]
                else:
                    continue
                ks.append(j)
                j += 1
                if parts and self.w(j) in parts:
                    ks.append(j)
                    j += 1
                # the comparison's metric may stand between the verb and its bound ("can achieve throughput up to
                # 3x higher than X"): a metric / statistic item no other construct took
                for it in sorted(self.items, key=lambda x: x.i0):
                    if it.i0 == j and it.kind in ("metric", "stat") and j not in starts:
                        j = it.i1
            c = starts.get(j)
            if c is None or not self._own_up_to(c) or c.kind not in ("ratio", "pct_change", "rate"):
                continue
            ks = [x for x in ks if self.free(x)]
            for x in ks:
                self.r.used[x] = "read"
            out.append((c, ks))
        return out

    # production: up_to ("up to N" before a ratio, a percent change or a rate: the best run, never a setting)
    def _own_up_to(self, c: Core) -> bool:
        return any(c.i0 <= k < max(c.i1, c.span_end) and self.r.used[k] for k in self.up_to)

    def _list_up_to(self, c: Core) -> bool:
        """production: up_to -- "up to" / "as much as" at the head of a list of comparisons bounds each of them:
        "as much as 88% higher throughput, 45% lower TPOT, and 54% lower TTFT", "up to 4.8x the baseline
        throughput and a 5.7x TPOT speedup" (items joined only by ",", "and", "a", "an" and their metrics)."""
        cores = sorted(self.cores, key=lambda x: x.i0)
        k = next((n for n, x in enumerate(cores) if x is c), None)
        cur = c
        while k:
            prev = cores[k - 1]
            if prev.kind not in ("ratio", "pct_change") or cur.kind not in ("ratio", "pct_change") \
                    or prev.relation != "=" or cur.relation != "=" or prev.pair or cur.pair:
                return False
            metric_at = {n for it in self.items if it.kind in ("metric", "stat") for n in range(it.i0, it.i1)}
            between = [self.r.forms[n] for n in range(max(prev.i1, prev.span_end), cur.i0) if n not in metric_at]
            if not between or not set(between) <= {",", "and", "a", "an"} or not {",", "and"} & set(between):
                return False
            if self._own_up_to(prev):
                return True
            cur, k = prev, k - 1
        return False

    def _up_to(self, c: Core, a: Assertion | None, why: str) -> tuple[Assertion | None, str]:
        ups = self._own_up_to(c) or (a is not None and a.relation == "=" and self._list_up_to(c))
        if not ups or a is None:
            return a, why
        if a.relation != "=" or self.negated or c.negated:
            return None, "'up to N' under a negation or a relation is not read (state the best run's value)"
        if a.form in ("ratio", "percent_change") and a.tolerance is not None and a.tolerance.rule != "direction" \
                or a.form == "value" and c.kind == "rate":
            return a.model_copy(update={"over_runs": "best"}), ""
        return None, ("'up to N' before a count, a duration or a share bounds a setting or a worst case, not a "
                      "measured best: not read (state the value)")

    def _comma_wall_lead(self, c: Core) -> Core | None:
        """production: comma_wall_list -- "All 16 requests done in 4 s on X, 6 s on Y", "the run took 212 s on X, 305 s
        on Y", "finished in 258 s with A, 102 s with B and 82 s with C": a duration that names its own arm right after a
        comma and a duration of another arm that names no metric (each value its arm's, as "and" pairs them:
        and_pair_time) shares that value's verb; the value before it, else None. Only where the list's last value ends
        its sentence or clause, every value of the list naming its own arm and no two the same arm (_wall_chain_ends)."""
        if c.kind != "duration" or c.metric is not None or not c.arm or self.w(c.i0 - 1) != "," \
                or not self.r.used[c.i0 - 1] and not self.free(c.i0 - 1):
            return None
        prev = [x for x in self.cores if x.kind == "duration" and max(x.i1, x.span_end) == c.i0 - 1]
        if len(prev) != 1 or prev[0].metric is not None or prev[0].pair or not prev[0].arm or prev[0].arm == c.arm:
            return None
        if not self._wall_chain_ends(c, {prev[0].arm}, pair_ok=bool(c.pair)):
            return None
        return prev[0]

    def _wall_chain_ends(self, c: Core, arms: set, pair_ok: bool = False) -> bool:
        """The duration c ends its sentence or clause, or "," / "and" and the list's next duration follow it (naming its
        own arm, another than every value before it, no metric), and so on to the list's end (comma_wall_list). A
        value paired by "and" with the next one (pair_ok) is read only where that next value ends the list."""
        arms = arms | {c.arm}
        for _ in range(8):
            end = max(c.i1, c.span_end)
            if end >= self.i1 or self.w(end) in (".", ";", "!"):
                return True
            k = end
            while k < self.i1 and self.w(k) in (",", "and") and k - end < 2:
                k += 1
            if k == end:
                return False
            nxt = [x for x in self.cores if x.kind == "duration" and x is not c and end <= x.i0 <= k]  # ("and" may open it)
            if len(nxt) != 1:
                return False
            c = nxt[0]
            if c.metric is not None or not c.arm or c.arm in arms or (c.pair and not pair_ok):
                return False
            arms = arms | {c.arm}
        return False

    def _assertion(self, c: Core) -> tuple[Assertion | None, str]:
        r = self.r
        if getattr(c, "cross_metric", False):
            span = _span(r.text, r.toks, c.i0, max(c.i1, c.span_end))
            return None, f"'{span.text}': the value is of one metric, its baseline's phrase of another"
        if getattr(c, "unplaced", False):
            a, b = r.toks[c.i0].start, r.toks[c.i1 - 1].end
            return None, f"'{r.text[a:b]}' is not followed by the arm it compares with (say 'than <arm>')"
        span = _span(r.text, r.toks, c.i0, max(c.i1, c.span_end))
        pg_items = [it for it in self.items if getattr(it, "per_gpu", False)]
        if pg_items and not (c.kind == "rate" and getattr(c, "per_gpu", False)) and not getattr(c, "pg_pass", False):
            # production: per_gpu_metric -- in a clause that names a rate per GPU ("Output throughput per GPU is 2x
            # higher with X"), a rate value bound to it is read; a ratio of two arms' rates per GPU is not the ratio
            # of their rates where their GPU counts differ: production: per_gpu_comparison -- "X delivers 43% more
            # output tok/s per GPU than Y", "X's per-GPU throughput is 1.4x Y's": a ratio or percent change of the
            # per-GPU rate itself, each arm's rate over the GPU count it declares (per_gpu.DECLARED: no declared count,
            # not re-derivable), only where the clause's one per-GPU metric is the comparison's
            c.pg_pass = True  # type: ignore[attr-defined]
            try:
                got, why = self._assertion(c)
            finally:
                c.pg_pass = False  # type: ignore[attr-defined]
            if got is not None and got.form in ("ratio", "percent_change") and got.treatment and got.baseline \
                    and not got.every_arm and {it.metric for it in pg_items} == {got.metric} \
                    and got.metric in _per_gpu.OF_METRIC:
                return got.model_copy(update={"metric": _per_gpu.OF_METRIC[got.metric] + _per_gpu.DECLARED}), ""
            return None, f"'{span.text}': beside a rate per GPU, only a rate value or a comparison of it is read"
        ha = _pair_frames.header_arrow(self, c)
        if ha == "conflict":
            # production: header_arrow -- "Run A vs Run B: 960 -> 820 tok/s" where Run A is the declared treatment:
            # the header's order and the arrow's before / after give the first value to different arms
            return None, (f"'{span.text}': the header names its arms in one order and the arrow its values before, "
                          "then after: whose is each value? (write each arm after its value)")
        if ha == "unordered":
            # production: header_arrow -- "Run A vs Run B: throughput +17%": the first arm's change against the second
            # (the "vs"), or the second's against the first (the order)? not graded
            return None, (f"'{span.text}': after a header naming two arms, a change naming neither: of the first "
                          "against the second, or the second against the first? (name the arm it is of)")
        if isinstance(ha, tuple) and ha[0] == "value":
            c.arm, c.arm_amb, c.baseline, c.baseline_amb, c.role = ha[1], (ha[1],), None, (), ""
        elif isinstance(ha, tuple):
            own_arm = next(a for a in r.all_arms if a != ha[1])
            c.arm, c.arm_amb, c.baseline, c.baseline_amb = own_arm, (own_arm,), ha[1], (ha[1],)
        if getattr(c, "summary_of", None) is not None:
            c1 = c.summary_of[0]  # type: ignore[attr-defined]
            own = c.summary_metric  # type: ignore[attr-defined]
            if c.metric is None and c1.metric is None and c1.kind == "duration" and (not own or own == ("wall", None)) and (
                    self.w(c1.i0 - 1) in ("in", "took", "takes") or c1.i0 - 1 in getattr(r, "wall_verbs", ())) \
                    and not _single_item.names_one_item(self, self.i0, c1.i0) \
                    and not _single_item.bare_count_before(self, c1.i0):
                # production: pair_summary -- "The whole 40-prompt run took 321 s without speculation and 163 s with
                # it, a 1.97x speedup": the pair's values are the wall time (single_item_time), so is its summary
                c.metric = "wall"
            got = self._summary_arms(c)
            if isinstance(got, str) and not r.roles and c.kind == "pct_change" \
                    and _unnamed_change.summary_applies(self, c):
                pass  # production: unnamed_change -- the summary of a pair naming no arm names none either
            elif isinstance(got, str):
                return None, f"'{span.text}': {got}"
            else:
                c.arm, c.arm_amb = got[0], (got[0],)
                c.baseline, c.baseline_amb = got[1], (got[1],)
        subj = self.subject
        own = (c.arm,) if c.arm else c.arm_amb
        if not own and not subj and r.roles and _changed_value.change_after(self, c) is not None:
            # production: changed_value -- "Mean TTFT: 100 ms (50% reduction)", "Throughput: 1.28 req/s (+28%)": the
            # value before its own change is the changed arm's, in a witness of two arms that declare their roles the
            # treatment's (as declared_pair reads the change); the words name neither arm: never an accusation alone
            own = (r.roles[0],)
            c.roles_implied = True  # type: ignore[attr-defined]
        arm_names: tuple[str, ...] | None = own or subj
        vk = ("duration", "rate", "pct_value", "count", "fraction")
        if own and subj and subj[0] not in ("?", "*") and not set(own) & set(subj) and c.kind in vk and not c.pair \
                and not getattr(c, "possessive", False) and not getattr(c, "whole_set", False) \
                and not getattr(c, "against", False) and not getattr(c, "listed", False) \
                and all(x.arm or x.arm_amb for x in self.cores if x.kind in vk and not x.pair):
            # production: value_subject_conflict -- "apc-off reached 3.0 req/s with APC on": the clause's subject and
            # the value's own arm differ and no value is left for the subject: whose value is it? Not graded. A whole
            # set's count (whole_run._bind_clause_arms: "With X the 16-request workload completes in 8 s, compared with
            # 12 s for Y") is each named arm's own by its frame: never held against the subject
            return None, (f"'{span.text}' names {', '.join(own)}, but the clause is about {', '.join(subj)}: "
                          "name one arm for the value")
        if _single_item.count_is_item_subject(self, c):
            # production: single_item_time -- "one request takes 1.07 s": the subject of a time, not a count
            return None, _single_item.WHY_COUNT.format(text=span.text)
        if c.role == "unbound":
            return None, f"'{span.text}': two values joined by 'and' with no two arms to give them to (say 'for A and B, respectively')"
        if getattr(c, "inferred_other", False) and subj and subj[0] not in ("?", "*") and c.arm not in subj:
            # "c16 delivers 975 tok/s, up from 644 tok/s at concurrency 16": the other arm's value, said of the subject
            return None, f"'{span.text}': the clause is about {', '.join(subj)}, but the pair gives the value to {c.arm}"
        partner = getattr(c, "partner", None)
        if c.pair and not own and partner is not None and c.joiner in _VS_JOINERS and (partner.arm or partner.arm_amb):
            # production: pair_arms -- "9.75 req/s versus 6.44 req/s for c16", "a P99 TTFT of 938 ms, compared to 503
            # ms at concurrency 16": the value that names no arm is the subject's (the first) or the baseline's (the
            # second), never the other value's arm; naming neither, in a witness of two arms, the other arm
            if partner.arm is None:
                return None, f"'{span.text}': the other value's arm phrase is declared by several arms: ambiguous"
            named = subj if c.role == "subject" and subj and subj[0] not in ("?", "*") else (
                (c.baseline,) if c.role == "baseline" and c.baseline else None)
            others = [x for x in r.all_arms if x != partner.arm]
            if named is not None:
                if len(named) != 1 or named[0] == partner.arm:
                    return None, f"'{span.text}': both values of the pair would be {partner.arm}'s: name one arm for each"
                own = arm_names = named
            elif len(others) == 1:
                own = arm_names = (others[0],)
            else:
                return None, f"'{span.text}': the value names no arm (say '(<arm>)' after it)"
        if c.pair and c.joiner in ("to", "up from", "down from") and c.role in ("baseline", "subject") and not own and not subj \
                and c.baseline is None and r.roles and not any(
                    r.toks[k].kind == "arm" for k in range(self.i0, self.i1)):
            # production: declared_pair -- "TTFT p50: 480 ms -> 120 ms", "mean TTFT went from 500 ms to 200 ms" with no
            # arm named, in a witness of two arms that declare their roles: before is the baseline, after the treatment
            own = arm_names = (r.roles[1],) if c.role == "baseline" else (r.roles[0],)
            c.roles_implied = True  # type: ignore[attr-defined]  # (the words name neither arm: never an accusation)
        elif c.pair and c.joiner == "to" and c.role == "subject" and not own and not subj and c.baseline is None \
                and r.roles and partner is not None and partner.role == "baseline" and not partner.arm \
                and partner.baseline == r.roles[1] and all(
                    r.toks[k].arm == r.roles[1] for k in range(self.i0, self.i1) if r.toks[k].kind == "arm"):
            # production: declared_pair -- "TPOT improves by 1.1 ms (12.1 -> 11.0 ms) compared to main": the clause
            # names only the declared baseline, the before value's arm; the after value is the declared treatment's
            own = arm_names = (r.roles[0],)
        if c.pair and not own and partner is not None and c.joiner in _INSTEAD_JOINERS and not partner.arm \
                and not partner.arm_amb and subj and len(subj) == 1 and subj[0] not in ("?", "*") \
                and len(r.all_arms) == 2 and c.baseline is None:
            # production: instead_pair -- "the whole set completes in 40 s instead of 95 s when run concurrently": the
            # first value is the clause's subject arm's, the one it is instead of the witness's other arm's (two arms)
            own = arm_names = (subj[0],) if c.role == "subject" else tuple(x for x in r.all_arms if x != subj[0])
        fb = getattr(c, "from_before", None)
        if fb is not None:
            # production: from_before -- the before value is the change's baseline's, whatever else bound it
            if c.baseline is None:
                c.baseline = fb.baseline
            if own or fb.baseline is None or c.baseline != fb.baseline or (fb.baseline_amb and len(fb.baseline_amb) > 1):
                return None, f"'{span.text}': the value after 'from' is the compared arm's, and the change names none"
        # production: unnamed_change -- "TTFT is improved from 4085.28ms to 3373.49ms" naming no arm, in a witness
        # that declares no before and after (no declared_pair): the before value is read into the pair's order, with
        # neither arm bound (graded unbound: not-yet); the after value stays a value naming no arm
        unnamed_pair = c.pair and c.joiner in ("to", "up from", "down from") and c.role == "baseline" and not own and not subj \
            and c.baseline is None and not r.roles and fb is None and partner is not None \
            and partner.role == "subject" and not partner.arm and not partner.arm_amb \
            and partner.kind == c.kind and partner.value is not None and c.value is not None \
            and _unnamed_change.applies(self, c)
        # (one arm: "With FP8, mean TTFT went from 500 ms to 200 ms" where nothing gives the before value's arm)
        one_armed_pair = not unnamed_pair and c.pair and c.joiner in ("to", "up from", "down from") \
            and c.role == "baseline" and not own and subj is not None and len(subj) == 1 and subj[0] not in ("?", "*") \
            and c.baseline is None and fb is None and partner is not None and partner.role == "subject" \
            and not partner.arm and not partner.arm_amb and partner.kind == c.kind and partner.value is not None \
            and c.value is not None and _unnamed_change.one_armed(self, c, subj[0])
        if one_armed_pair:
            unnamed_pair = True
        if c.pair and c.joiner in ("to", "up from", "down from") and not own and partner is not None \
                and not partner.arm and not partner.arm_amb and r.roles and subj and len(subj) == 1 \
                and subj[0] == r.roles[1] and fb is None and not unnamed_pair and self._label_of_arm(subj[0], c):
            # production: baseline_subject_pair -- "Run A mean TTFT: 619 ms -> 259 ms" where Run A is the declared
            # baseline: the clause's arm would take the after value and the other arm the before value, but the
            # declared roles put the baseline before: whose is each value? Not graded (before: the guess graded a
            # true dashboard line false)
            return None, (f"'{span.text}': the clause names {subj[0]}, the declared baseline, and a before-then-after "
                          "pair: is it the before value or the after? (write each arm after its value)")
        if c.role == "baseline" and not own and not unnamed_pair:
            if c.baseline is None and c.joiner in _VS_JOINERS and partner is not None and not partner.arm \
                    and not partner.arm_amb:
                # "Per request (e2e), median was 2.0s vs 3.0s." after a sentence about two GPUs: which value is whose?
                return None, (f"'{span.text}': neither value of the pair names its arm: write each arm after its "
                              "value ('2.0 s on <arm> vs 3.0 s on <arm>')")
            if c.baseline is None:
                return None, f"'{span.text}': the first value of a pair names no baseline arm (say 'than <arm>' or '(<arm>)')"
            arm_names = (c.baseline,)
        if partner is not None and c.sense and c.kind != "pct_change":
            m = c.metric if c.metric != SPEED else ("token_throughput" if r.kind == "compat-batch" else "throughput")
            hb = HIGHER_IS_BETTER.get(m or "")
            first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
            if {c.role, partner.role} == {"baseline", "subject"}:
                # the before value is the baseline's ("climbed to 1,536 tok/s, compared to 1,024 tok/s": the second)
                first, second = (c, partner) if c.role == "baseline" else (partner, c)
            v1, v2 = first.value * first.scale, second.value * second.scale  # "1.4 s to 280 ms": one unit
            up = v2 > v1
            want = {"up": True, "down": False}.get(c.sense)
            if want is None and hb is not None:
                want = hb if c.sense == "better" else not hb
            if want is None or up != want or v2 == v1:
                return None, f"'{span.text}': the change word ('{c.sense or '?'}') does not agree with the direction of its two values"
            if second.relation in ("<", ">") and (second.relation == ">") != want:
                # production: bound_after -- "dropped from 200 ms to over 150 ms": the bound does not say it dropped
                return None, f"'{span.text}': the after value's bound does not say the change word's direction"
        if unnamed_pair:
            m = c.metric or partner.metric
            if m == SPEED:
                m = "token_throughput" if r.kind == "compat-batch" else "throughput"
            if m and (getattr(c, "per_gpu", False) or getattr(partner, "per_gpu", False)):
                # production: per_gpu_metric -- "Output throughput per GPU: 200 -> 300 tok/s": the order of the rates per
                # GPU, not of the rates (the arms' GPU counts may differ)
                m = _per_gpu.OF_METRIC.get(m)
            got = _unnamed_change.pair_order(c, partner, m, self.negated, span, r.source,
                                             subj[0] if one_armed_pair else None) if m else None
            if got is None:
                return None, f"'{span.text}': the first value of a pair names no baseline arm (say 'than <arm>' or '(<arm>)')"
            return got, ""

        rel = c.relation
        if self.negated and c.kind != "direction":
            rel = FLIP[rel]
        if arm_names and arm_names[0] == "?":
            return None, f"names several arms ({', '.join(arm_names[1:])}) and none of them is the subject of this clause"
        if arm_names and len(arm_names) > 1 and arm_names[0] != "*":
            return None, f"'{span.text}': an arm phrase declared by several arms ({', '.join(arm_names)}): ambiguous"
        arm = None if not arm_names or arm_names[0] == "*" else arm_names[0]
        every = bool(arm_names) and arm_names[0] == "*"
        metric = c.metric
        if metric == SPEED:
            metric = "token_throughput" if r.kind == "compat-batch" else "throughput"
        if c.kind == "parity":
            decl = getattr(r, "arm_settings", None) or {}
            return _parity_assertion(c, arm, bool(arm_names), metric, rel, r.all_arms, span, r.source,
                                     {n for n, d in decl.items() if (d or {}).get("role") == "baseline"})
        if c.kind in ("ratio", "pct_change", "pct_of", "direction"):
            if arm is None and not arm_names and c.baseline is None and not c.baseline_amb and r.roles \
                    and (c.kind in ("ratio", "pct_change") or c.kind == "direction" and getattr(c, "before_after", False)
                         and not any(r.toks[k].kind == "arm" for k in range(self.i0, self.i1))):
                # production: declared_pair -- "throughput improved by 56%" names neither arm, in a witness
                # of two arms that declare their roles: the treatment against the baseline (also a change verb with no
                # amount before its before-then-after pair: "TTFT got a bit worse (400 ms -> 460 ms)", bare_change_pair)
                arm, c.baseline = r.roles
                c.roles_implied = True  # type: ignore[attr-defined]  # (the words name neither arm: never an accusation)
            if arm is None and not arm_names and c.baseline and not c.baseline_amb[1:] and len(r.all_arms) == 2 \
                    and c.baseline in r.all_arms:
                # production: implicit_subject -- "3x faster than vanilla decoding" in a witness of two arms: the
                # subject is the arm that is not the named baseline
                arm = next(a for a in r.all_arms if a != c.baseline)
            unnamed = arm is None and not arm_names and c.baseline is None and not c.baseline_amb \
                and c.kind == "pct_change" and r.roles is None and _unnamed_change.applies(self, c)
            # production: unnamed_change (one arm) -- "MRV2 delivered a 56% throughput increase" naming no baseline,
            # where no production gave it one: read with the baseline unbound (graded unbound: not-yet)
            unnamed = unnamed or (arm is not None and c.baseline is None and not c.baseline_amb
                                  and c.kind == "pct_change" and _unnamed_change.one_armed(self, c, arm))
            if arm is None and not unnamed:
                return None, "the comparison names no arm of the witness" if not arm_names else \
                    "a comparison needs one named arm as its subject"
            if c.baseline_amb and len(c.baseline_amb) > 1:
                return None, f"the baseline phrase is declared by several arms ({', '.join(c.baseline_amb)}): ambiguous"
            if c.baseline is None and not unnamed:
                return None, f"the comparison names only one arm ({arm}); say 'than <baseline arm>'"
            if c.baseline == arm and not unnamed:
                return None, f"the comparison names the same arm ({arm}) on both sides"
            if metric is None and (metric := _amounts.unit_metric(c)) is None:
                return None, "the comparison's metric is not clear (several metrics in the clause)"
            hb = HIGHER_IS_BETTER.get(metric, UNDERIVED_HIGHER_IS_BETTER.get(metric))
            if hb is None:
                return None, f"'{metric}' has no better or worse direction"
            if c.kind == "pct_change" and metric in FRACTIONS:
                return None, (f"'{span.text}': a percent change of a percentage ({metric}) is ambiguous (relative, or "
                              "percentage points?); say '<arm> had a 92.2% {metric} vs 1.7% for <arm>'")
            num, den = arm, c.baseline
            sense = c.sense
            flip = sense == "down" or (sense == "better" and not hb) or (sense == "worse" and hb)
            if c.kind == "direction":
                relation = ">" if not flip else "<"
                if c.negated:
                    relation = FLIP[relation]
                if self.negated:
                    relation = FLIP[relation]
                return Assertion(metric=metric, statistic=c.statistic, form="ratio", treatment=arm, baseline=den,
                                 relation=relation, value=1.0, tolerance=Tolerance(low=1.0, high=1.0, rule="direction"),
                                 span=span, source=r.source), ""
            rng = getattr(c, "range", None)
            if metric in _token_speed.TPOT_SPEEDS and c.kind == "pct_change" and not rng and not self.negated and (
                    tp := _token_speed.tpot_pair(self, c, [it for it in self.items if it.kind == "metric"])):
                # production: per_request_token_speed -- "generates tokens 20% faster per request (TPOT 5 ms vs 6
                # ms)": the pair says which speed, 1 / TPOT
                return _token_speed.assertion(c, arm, den, tp[0], tolerance(c.value, c.decimals, c.hedge), span,
                                              r.source)
            if c.kind == "ratio" and sense in ("better", "worse", "up", "down") and c.value < 1 and any(
                    t.kind == "num" and t.value == c.value for t in self.r.toks[c.i0:c.i1]) \
                    and "as" not in self.r.forms[c.i0:c.i1]:
                # "SGLang is 0.42x slower than vLLM", "0.5x higher TTFT": a written multiplier below 1 with a
                # direction word says both ways (the ratio as written, or its inverse in the word's direction);
                # neither reading is the author's for sure, so it is not graded either way ("0.42x as fast as" is
                # the ratio as written and reads)
                return None, (f"'{span.text}': a multiplier below 1 with a direction word is ambiguous; say "
                              f"'{c.value}x the <metric> of <arm>' or the inverse in the direction meant")
            if c.kind == "ratio":
                if flip:
                    num, den = den, num
                tol = tolerance(c.value, c.decimals, c.hedge)
                if rng:
                    tol = Tolerance(low=float(rng[0]), high=float(rng[1]), rule=f"{rng[2]}: [{rng[0]}, {rng[1]})",
                                    **_range_dispute(rng))
                    return Assertion(metric=metric, statistic=c.statistic, form="ratio", treatment=num, baseline=den,
                                     relation=rel, value=float((rng[0] + rng[1]) / 2), tolerance=tol, span=span,
                                     source=r.source), ""
                return Assertion(metric=metric, statistic=c.statistic, form="ratio", treatment=num, baseline=den,
                                 relation=rel, value=float(c.value), tolerance=tol, span=span, source=r.source), ""
            if c.kind == "pct_of":
                tol = tolerance(c.value, c.decimals, c.hedge, scale=Decimal("0.01"))
                return Assertion(metric=metric, statistic=c.statistic, form="ratio", treatment=num, baseline=den,
                                 relation=rel, value=float(c.value / 100), tolerance=tol,
                                 span=span, source=r.source), ""
            if getattr(c, "diff", False):
                # production: difference -- treatment - baseline in the metric's unit (s): "450 ms lower mean TTFT
                # than X" is ttft(subject) - ttft(X) = -0.45 s; a relation bounds the size ("more than 400 ms lower")
                metric, why = _amounts.assertion_metric(c, metric)
                if metric is None:
                    return None, f"'{span.text}': {why}"
                # a per-request metric with no statistic is graded under every statistic of
                # quantities.ANY_STATISTIC (docs/claim-check.md): its statistic stays None
                if getattr(c, "range", None):
                    return None, f"'{span.text}': a range of differences is not read (state one value)"
                tol = tolerance(c.value, c.decimals, c.hedge, scale=c.scale)
                size = c.value * c.scale
                if flip:
                    tol = Tolerance(low=-tol.high if tol.high is not None else None,
                                    high=-tol.low if tol.low is not None else None, rule=tol.rule)
                    rel = {">": "<", ">=": "<=", "<": ">", "<=": ">="}.get(rel, rel)
                return Assertion(metric=metric, statistic=c.statistic, form="difference", treatment=num, baseline=den,
                                 relation=rel, value=float(-size if flip else size), tolerance=tol, span=span,
                                 source=r.source), ""
            # percent change: signed (negative = the treatment's value is lower), relations on its size
            tol = tolerance(c.value, c.decimals, c.hedge)
            v = -c.value if flip else c.value
            if rng:
                # a decrease is stated by its size: the interval is on the size, the value carries the sign
                lo, hi = rng[0], rng[1]
                mid = (lo + hi) / 2
                return Assertion(metric=metric, statistic=c.statistic, form="percent_change", treatment=num,
                                 baseline=den, relation=rel, value=float(-mid if flip else mid),
                                 tolerance=Tolerance(low=float(lo), high=float(hi), rule=f"{rng[2]}: [{lo}, {hi})",
                                                     **_range_dispute(rng)),
                                 span=span, source=r.source), ""
            return Assertion(metric=metric, statistic=c.statistic, form="percent_change", treatment=num, baseline=den,
                             relation=rel, value=float(v), tolerance=tol, span=span, source=r.source), ""
        if c.kind in ("count", "fraction"):
            # production: request_counts -- a universal zero ("no requests failed") with no arm named holds in every
            # arm, as a total over each arm's runs; a per-unit count ("per arm", "per run") is never a total
            universal = getattr(c, "universal", False)
            each = getattr(c, "every_request", False)  # "each request generated 100 tokens": the min and the max
            every = every or ((universal or each) and arm is None)
            unit = getattr(c, "per_unit", "")
            two = _count_arms.two_word(self, c, arm)
            if two:
                # production: count_two_arms -- "no requests failed in both runs", "zero failures across both" in a
                # witness of three arms: which two? not read (claimcheck/claims/count_arms.py)
                return None, f"'{span.text}': {two}"
            # a frame that counts the whole ("all 202 requests", "3 of the 48 requests", "45/48 requests", "48
            # requests in total") may count it over every arm and run (claimcheck/claims/count_meanings.py)
            whole = not unit and (getattr(c, "whole", False) or c.kind == "fraction" or c.statistic == "total") \
                and not getattr(c, "each_arm", False)  # "... on both A and B": each arm's count, never the sum
            # production: count_arms -- a count said of arms named together ("for both A and B"): one per arm,
            # the arms in its rule (count_meanings: that arm's count, or the named arms' together)
            together = f" ({TOGETHER}{', '.join(c.together)})" if getattr(c, "together", None) else ""
            if getattr(c, "measured", False):
                # production: concurrency_label -- a measured mean at its stated precision (concurrency_label.py)
                return Assertion(metric=c.count, form="value", treatment=arm, relation=rel, value=float(c.value),
                                 tolerance=tolerance(c.value, c.decimals, c.hedge), span=span, source=r.source,
                                 every_arm=every), ""
            out = Assertion(metric=c.count, form="value", treatment=arm, relation=rel, value=float(c.value),
                            statistic="total" if universal or getattr(c, "runs_total", False) else (
                                c.statistic if each else None),
                            tolerance=Tolerance(low=float(c.value), high=float(c.value),
                                                rule="exact count" + (
                                                    f" (every {unit})" if getattr(c, "quantified", False)
                                                    else f" (per {unit})" if unit else "") + together
                                                + (" (of all)" if whole and not universal else "")
                                                + getattr(c, "second_meaning", "")),
                            span=span, source=r.source, every_arm=every or (bool(unit) and arm is None))
            if c.kind == "fraction":
                r.assertions.append(out)
                r.core_text.append(span.text)
                return Assertion(metric=c.den_metric, form="value", treatment=arm, relation="=",
                                 value=float(c.denominator or 0),
                                 tolerance=Tolerance(low=float(c.denominator or 0), high=float(c.denominator or 0),
                                                     rule="exact count (denominator)" + together
                                                     + (" (of all)" if whole else "")),
                                 span=span, source=r.source, every_arm=every), ""
            return out, ""
        if getattr(c, "per_token", False):
            # a time per output token is TPOT (vocabulary.PER_TOKEN_METRIC) unless the clause names ITL; a per-token
            # unit on any other metric ("TTFT 40 ms/token") is not read
            metric = metric or PER_TOKEN_METRIC
            if metric not in ("tpot", "itl"):
                return None, f"'{span.text}': a time per token cannot be {metric} (say TPOT or ITL)"
        if metric is None:
            pv = getattr(c, "partner", None)
            # (an "and" pair whose values each name their arm shares its verb too: "the run took 212 s on X and 305 s
            # on Y", production: and_pair_time)
            lead = pv if pv is not None and (c.joiner in _VS_JOINERS or c.joiner == "and" and c.arm and pv.arm) \
                and c.pair and pv.i0 < c.i0 else c
            lead = self._comma_wall_lead(c) or lead
            for _ in range(8):  # a list of three or more ("258 s with A, 102 s with B and 82 s with C"): its first value
                first = self._comma_wall_lead(lead)
                if first is None:
                    break
                lead = first
            if c.kind == "duration" and (self.w(lead.i0 - 1) in ("in", "took", "takes", "after")
                                         or lead.i0 - 1 in getattr(self.r, "wall_verbs", ())):
                # production: single_item_time -- "a 512-token prompt is processed in 2.0 s": one item's time
                if _single_item.names_one_item(self, self.i0, lead.i0):
                    return None, f"'{span.text}': " + _single_item.WHY_WALL.format(item="item")
                if _single_item.bare_count_before(self, lead.i0):
                    return None, f"'{span.text}': " + _single_item.WHY_SOME
                metric = "wall"  # "took 8 s instead of 32 s": the second value of the pair too
            else:
                return None, f"'{span.text}': a value that names no metric (say TTFT p50, wall, queue delay ...)"
        # a per-request metric with no statistic ("135 ms TTFT") keeps statistic None: quantities.Grader grades it
        # under every statistic of ANY_STATISTIC (docs/claim-check.md, "A per-request metric with no statistic");
        # production: central_reading -- a value or comparison agrees where its center, mean and median, agrees
        if c.kind == "duration" and metric in FRACTIONS | {"throughput", "token_throughput"} | NAMED_RATE_METRICS.keys():
            return None, f"'{span.text}': a duration cannot be {metric}"
        if c.kind == "rate" and metric not in ("throughput", "token_throughput", *NAMED_RATE_METRICS):
            return None, f"'{span.text}': a rate cannot be {metric}"
        if c.kind == "pct_value" and metric not in FRACTIONS:
            return None, f"'{span.text}': a percentage of {metric}"
        if getattr(c, "per_gpu", False):
            # production: per_gpu_rate -- the rate per GPU of a request, output or total token throughput (per_gpu.py)
            if getattr(c, "per_die", False):
                return None, f"'{span.text}': a rate per GPU and per die: not read"
            if metric not in _per_gpu.OF_METRIC or every:
                # (naming no arm, "Total TPS per GPU reaches 25,000 tokens per second", it is each arm's over that arm's
                # GPUs: graded as any value that names no arm, quantities.Grader.value)
                return None, f"'{span.text}': a rate per GPU of {metric}, or said of every arm: not read"
            metric = _per_gpu.OF_METRIC[metric]
        if getattr(c, "per_die", False):
            # production: per_die_rate -- the rate per die of a request, output or total token throughput, of one arm
            if _per_gpu.die_metric(metric or "") is None or arm is None or every:
                return None, f"'{span.text}': a rate per die of {metric}, or of no one arm: not read"
            metric = _per_gpu.die_metric(metric)
        tol = tolerance(c.value, c.decimals, c.hedge, scale=c.scale)
        value = c.value * c.scale
        if getattr(c, "literal_bound", False) and rel in ("<", "<=", ">", ">=") and not c.hedge:
            # production: bound_restated_literal -- "P99 TTFT stays under 110 ms (109.5 ms)": the value restated in
            # parentheses lies on the bound's side of its number, so the bound is the number itself, not its rounding
            # band (a value in [109.5, 110) is under 110 as written); its contradiction is the plain comparison, as
            # before (intervals.refutes)
            tol = Tolerance(low=float(value), high=float(value), rule=f"the bound as written (its value restated "
                                                                         f"beside it)")
        rng = getattr(c, "range", None)
        if rng:  # "35 to 55 tokens per second", "40-80 t/s": both ends keep their stated precision
            tol = Tolerance(low=float(rng[0] * c.scale), high=float(rng[1] * c.scale), rule=f"{rng[2]}: [{rng[0]}, {rng[1]})")
            value = (rng[0] + rng[1]) / 2 * c.scale
        band = getattr(c, "restated_band", None)
        if band and not rng and c.scale == 1 and tol.low is not None and tol.high is not None:
            # production: per_token_restated -- the time per token beside the rate is graded too, as a second
            # assertion: the rate within both stated numbers' precisions ("92.71 ms/token (10.79 tokens/s)" of a run
            # at 10.789 tok/s, 92.69 ms). Its contradiction alone is held back (grade.py): not net-true, no accusation
            r.assertions.append(Assertion(metric=metric, statistic=c.statistic, form="value", treatment=arm,
                                          relation=rel, value=float(value), every_arm=every, span=span, source=r.source,
                                          tolerance=Tolerance(low=max(tol.low, float(band[0])),
                                                              high=min(tol.high, float(band[1])),
                                                              rule=f"{RESTATED_TIME_RULE}: [{float(band[0]):.6g}, "
                                                                   f"{float(band[1]):.6g})")))
            r.core_text.append(span.text)
        # production: run_range / every_run_bound -- a value run_frames marked as the smallest or largest of the arm's
        # per-run values of a per-request statistic ("Per-run median TTFT of X ranged from 180 to 195 ms")
        extreme = next((getattr(r.toks[k], "run_extreme") for k in range(c.i0, c.i1)
                        if getattr(r.toks[k], "run_extreme", None)), None)
        if extreme is not None and (arm is None or every or rng):
            return None, f"'{span.text}': a per-run extreme of no one arm: not read"
        # production: run_list -- a value run_frames marked as one run's of a per-run list ("Per-run output throughput
        # of X was 458, 461 and 463 tok/s": (its place in the list, the list's length))
        pos = next((getattr(r.toks[k], "run_pos") for k in range(c.i0, c.i1)
                    if getattr(r.toks[k], "run_pos", None)), None)
        if pos is not None and (arm is None or every or rng or rel != "="):
            return None, f"'{span.text}': a per-run value of no one arm: not read"
        if getattr(c, "one_item", False):  # production: response_line -- one response's (response_lines.py)
            tol = tol.model_copy(update={"rule": tol.rule + ONE_ITEM_RULE})
        return Assertion(metric=metric, statistic=c.statistic, form="value", treatment=arm, relation=rel,
                         value=float(value), tolerance=tol, every_arm=every, over_runs=extreme,
                         run_index=pos[0] if pos else None, run_of=pos[1] if pos else None,
                         span=span, source=r.source), ""


def _count_metric(noun: str, mods: list[str]) -> str | None:
    m = set(mods)
    if noun in ("tasks",):
        # a modifier says which of the tasks are counted ("22 completed", "3 cancelled requests"): never all of them
        # ("2/24 requests timed out, 22 completed" read 22 as the task count, and was false of 24 tasks)
        for w, metric in (("failed", "failed"), ("completed", "completed"), ("successful", "completed"),
                          ("cancelled", "cancelled"), ("canceled", "cancelled"), ("submitted", "submitted"),
                          ("scheduled", "scheduled")):
            if w in m:
                return metric
        return "tasks"
    if noun == "jobs":
        for w in ("submitted", "cancelled", "canceled", "scheduled"):
            if w in m:
                return "cancelled" if w == "canceled" else w
        return "jobs"
    if noun == "steps":
        if "allocated" in m:
            return "allocated_steps"
        return "useful_steps"
    if noun == "tokens":
        for w, metric in (("cached", "cached_tokens"), ("prompt", "prompt_tokens"), ("completion", "completion_tokens"),
                          ("output", "completion_tokens"), ("decode", "completion_tokens"),
                          ("generated", "completion_tokens")):
            if w in m:
                return metric
        return None
    return noun


_ATTRIBUTE_GAP = frozenset({"(", ",", "which", "that", "had", "has", "have", "used", "uses", "using", "with", "ran",
                            "runs", "of"})


#: the words a setting phrase that names an arm may open with ("at batch size 1", "with 8 threads", "for c16")
_SCOPE_OPENERS = frozenset({"at", "with", "for", "in", "on", "under", "using", "via"})


def _restated_arm_scopes(toks: list[Token]) -> list[Token]:
    """A phrase that names the same one arm as the mention right before it, after a preposition - "than b1 at batch
    size 1", "b1 with 8 threads" - is no second name of that arm: at a clause's end it reads as the condition of the whole
    comparison ("b8 is 4x faster than b1 at batch size 1": both at batch size 1?), which the other arm did not run
    under. It stays unread (its words as written), so the sentence is not-yet rather than read as the arm twice."""
    out = list(toks)
    for k in range(2, len(out)):
        a, p, b = out[k - 2], out[k - 1], out[k]
        if a.kind == "arm" and b.kind == "arm" and a.arm is not None and a.arms == b.arms \
                and p.kind == "word" and p.low in _SCOPE_OPENERS:
            out[k] = Token(i=b.i, start=b.start, end=b.end, text=b.text, low=b.text.lower(), kind="word")
    return out


def _attribute_mentions(text: str, toks: list[Token]) -> list[Token]:
    """Production arm_by_workers: a worker phrase right after a mention of an arm ("the concurrent arm (four
    workers)", "the sequential arm had one worker", "which had four workers", "the candidate arm with 2 workers")
    says what that arm had: a count of its workers (read by the count construct, checked against the arm: a count
    of the other arm's is false), not a second mention. Its words are split back out of the arm token."""
    if not any(t.kind == "arm" and t.text.lower().endswith(("worker", "workers")) for t in toks):
        return toks
    out: list[Token] = []
    for t in toks:
        if t.kind == "arm" and t.text.lower().endswith(("worker", "workers")):
            k = len(out) - 1
            while k >= 0 and (out[k].low or out[k].text) in _ATTRIBUTE_GAP:
                k -= 1
            if k >= 0 and out[k].kind == "arm":
                from claimcheck.claims.statement import tokenize

                for x in tokenize(text[t.start:t.end]):
                    x.start += t.start
                    x.end += t.start
                    out.append(x)
                continue
        out.append(t)
    for n, t in enumerate(out):
        t.i = n
    return out


#: production arm_by_mode: a gerund of running the requests before an arm mention ("running them one by one",
#: "Running eight requests concurrently", "serving the prompts sequentially") is part of that mention
_RUN_GERUNDS = frozenset({"running", "serving", "processing", "sending", "issuing", "executing", "submitting",
                          "handling", "dispatching", "launching"})
_RUN_PARTICIPLES = frozenset({"run", "served", "executed", "processed", "issued", "sent", "submitted", "handled",
                              "dispatched"})
_RUN_GERUND_OBJECTS = frozenset({"them", "it", "the", "requests", "prompts", "queries", "jobs", "same", "those",
                                 "these", "calls", "inputs", "users", "clients", "sessions", "streams"})


#: the words that end a phrase of running several requests at once (vocabulary.mode_phrases)
_AT_ONCE = ("concurrently", "in parallel", "at once", "at a time", "simultaneously")
#: the concurrent mode phrases with no number of their own: a number right before them ("16 concurrent requests",
#: "16 concurrent") is how many at once, which the phrase does not say is the arm's
_CONCURRENT_BARE = frozenset(mode_phrases("concurrent"))
#: the mode phrases that say how an arm ran, right after a value ("8 s concurrently versus 32 s sequentially")
_MODE_ADVERBS = _AT_ONCE + ("sequentially", "serially", "one by one", "in sequence", "in series", "back to back",
                            "one after another", "one after the other")


def _count_before(out: list[Token]) -> bool:
    """A number (and a request noun) right before: "sixteen requests concurrently", "16 at once"."""
    k = len(out) - 1
    if k >= 0 and out[k].low in ("requests", "prompts", "queries", "jobs", "streams", "users", "clients"):
        k -= 1
    return k >= 0 and (out[k].kind == "num" or out[k].low in NUMBER_WORDS)


def _gerund_arms(text: str, toks: list[Token]) -> list[Token]:
    """A run gerund and up to three object words ("running them", "serving the requests") right before an arm named
    by how it ran (a mode adverb: "one by one", "concurrently") become part of it: the way the arm ran is the arm.
    Nothing else (a number, a negation, a quantifier) may stand between them. Before any other arm ("the throughput
    of running the old backend") the gerund stays a word of its own."""
    if not any(t.low in _RUN_GERUNDS or t.low in _RUN_PARTICIPLES or t.kind == "arm" and (
            t.low.endswith(_AT_ONCE) or t.low in _CONCURRENT_BARE) for t in toks) or not any(t.kind == "arm" for t in toks):
        return toks
    out: list[Token] = []
    for t in toks:
        if t.kind == "arm" and (t.low.endswith(_AT_ONCE) or t.low in _CONCURRENT_BARE) and _count_before(out):
            # "running sixteen requests concurrently" when the arm runs eight at a time: how many at once, or how
            # many in all? Neither is read (the words stay unread)
            from claimcheck.claims.statement import tokenize

            for x in tokenize(t.text):
                x.start += t.start
                x.end += t.start
                out.append(x)
            continue
        if t.kind == "arm" and t.low.endswith(_MODE_ADVERBS):
            k = len(out) - 1
            while k >= 0 and len(out) - k <= 3 and out[k].low in _RUN_GERUND_OBJECTS:
                k -= 1
            if k == len(out) - 1 and k >= 0 and out[k].low in _RUN_PARTICIPLES and out[k].kind == "word":
                g = out[k]  # "Run concurrently, ...", "when run sequentially", "served one at a time"
                if k >= 2 and out[k - 1].low in ("are", "were", "get", "got") \
                        and out[k - 2].low in ("requests", "queries", "prompts", "jobs"):
                    k -= 1  # "when requests are sent one at a time"
                if k >= 1 and out[k - 1].low in ("requests", "queries", "prompts", "jobs"):
                    k -= 1  # "requests run in parallel complete 4x faster": the requests of that arm
                    if k >= 1 and out[k - 1].low == "the":
                        k -= 1
                    g = out[k]
                del out[k:]
                out.append(Token(0, g.start, t.end, text[g.start:t.end], t.low, "arm", arms=t.arms))
                continue
            if k >= 0 and out[k].low in _RUN_GERUNDS and out[k].kind == "word":
                g = out[k]
                del out[k:]
                out.append(Token(0, g.start, t.end, text[g.start:t.end], t.low, "arm", arms=t.arms))
                continue
        out.append(t)
    for n, t in enumerate(out):
        t.i = n
    return out


class _Reader:
    def __init__(self, text: str, arms: dict[str, list[str]], kind: str | None, settings: list[str], source: str,
                 shared: dict[str, tuple[str, object]] | None = None, on_off: tuple[str, str] | None = None,
                 counts: dict[str, dict[str, int]] | None = None,
                 flags: dict[tuple[str, ...], dict[str, str]] | None = None,
                 own_flags: frozenset[tuple[str, ...]] = frozenset(), values: tuple | None = None,
                 slo: dict | None = None, role_pair: tuple[str, str] | None = None,
                 time_order: tuple[str, str] | None = None, declared: tuple[str, str] | None = None, keep_arm=None,
                 quantified: list | None = None, sweep: dict[str, dict[str, tuple]] | None = None):
        self.text = text
        if quantified is not None:
            self.quantified = quantified  # (before the lead labels: production flat_by_setting reads them)
        self.shared = {tuple(t.low or t.text.lower() for t in _tokens(p)): kv for p, kv in (shared or {}).items()}
        settings = list(settings) + list(shared or {})
        # production: markup -- "**1.5x**", "`vLLM`", "TGI [1].", "faster¹", "> " / "- " / "1." at a line's start: taken
        # out of the token stream before every other pass, reported inert (claimcheck/claims/markup.py)
        # (production: cache_metric_name -- an arm phrase that runs on into a cache hit rate's name is the metric's)
        toks, self.markup = markup_tokens(text, arms, keep_arm)
        # production: commit_prefix -- "perf:", "feat(serving):", "[Perf]" at the statement's start: the kind of change,
        # taken out as markup is; production: imperative_change -- "Switch serving to fp8: ...", "Use FP8; ...": a
        # sentence's opening imperative read as its gerund ("Switching ...") (claimcheck/claims/changelog_leads.py)
        toks, gone = _changelog_leads(toks, declared)
        self.markup = sorted(self.markup + gone)
        # production: learner_slip -- "comparing with", "1.29 times of vLLM", "31.4 ms of vLLM", "(mean value)", "for
        # finish 160 requests", "both framework": a learner's slip read as its grammatical form, the tokens as written
        # (claimcheck/claims/slips.py)
        toks = _slips(toks, text)
        # production: binder_form -- "in comparison to X", "when compared with X", "compared against X": the longer
        # forms of a baseline binder read as "compared to / with" (claimcheck/claims/binder_forms.py)
        toks = _binder_forms(toks, text)
        # production: count_out_of -- "2 out of 100 requests failed": "out of" between two numbers read as "of"
        # (claimcheck/claims/out_of.py)
        toks = _out_of(toks, text)
        # production: elided_count_noun -- "No request errored; 200 of 200 completed each time": the noun of "N of M" left out
        # after an antecedent request noun, read as "requests" (claimcheck/claims/elided_counts.py)
        toks = _elided_counts(toks, text)
        # production: change_noun_pair -- "a reduction from 200 ms to 100 ms", "an increase in throughput from 1.0 to 1.28
        # req/s": a change noun before a from-to pair read as its verb (claimcheck/claims/change_noun_pairs.py)
        toks = _change_noun_pairs(toks, text)
        # production: slash_pair -- "5505.00 ms (main) / 5044.00 ms (pr-1234), a 8.4% reduction": the "/" is the pair's
        # "vs"; production: vs_list -- "1.33 s with EAGLE vs 1.89 s with n-gram and 2.27 s with no speculation": the
        # "vs" is the list's "," (claimcheck/claims/pair_frames.py)
        # production: arm_colon_pair -- "main: 5505 ms vs pr-1234: 5044 ms": the colons after the entries' arms inert
        toks, colons = _pair_frames.list_joiners(toks)
        self.markup = sorted(self.markup + colons)
        # production: arm_by_time -- "8% slower than last week": a bare time word after a binder names the earlier /
        # later arm of a witness that orders its two arms in time (claimcheck/claims/revisions.py)
        toks = _time_refs(toks, time_order, text)
        # production: slo_phrase -- "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput ...", "the 40 ms TPOT
        # SLO": a condition, never its metric's value: inert as the goodput definition every arm declares, else one
        # token no construct reads (claimcheck/claims/slo_phrases.py); production: slo_item -- one threshold
        # ("TTFT <= 200 ms", "40 ms TPOT"); production: slo_items -- thresholds joined by "," / "and", bare or in
        # parentheses ("goodput (TTFT<=500ms, TPOT<=50ms)")
        # production: threshold_bound -- "stayed under the 500 ms SLO": a bound on the value as written
        toks, slo_inert = _slo_phrases.slo_phrases(toks, text, slo)
        self.markup = sorted(self.markup + slo_inert)
        # production: paren_ratio -- "a 60.3% (about 1.6x) increase in throughput": the percent restated as the factor
        # it makes under its change noun's direction, taken out as inert; any other factor stays as written
        # (claimcheck/claims/paren_ratio.py)
        toks, ratio_inert = _paren_ratio.paren_ratios(toks)
        self.markup = sorted(self.markup + ratio_inert)
        # production: aside_pointer -- a reference inside a phrase ("5.1x (see below) faster"), a legend "(lower is
        # better)": taken out of the token stream as markup is, reported inert (claimcheck/claims/asides.py)
        toks, refs = _asides.see_through(toks)
        self.markup = sorted(self.markup + refs)
        # production: casual_filler -- "lol", "tbh", "imo", "tho", ", not a big deal", "so like 1.6x": words that say
        # nothing checkable, taken out as markup is; "like" before a number reads "about" (claimcheck/claims/casual.py)
        # production: chat_shorthand -- "w/" is "with", "w/o" "without", "=" before a value with its unit "is" ("TTFT w/
        # APC = 15ms vs 40ms w/o"): the tokens kept, their word the one they stand for (claimcheck/claims/casual.py)
        # production: evaluation_tail -- "a 30% increase we consider acceptable", ", which is acceptable": the author's
        # acceptance of the change just stated, ending the sentence, taken out with the casual filler (casual.py)
        # production: pleasantry_sentence -- "Thanks for reaching out! In our test ...": a thanks or greeting that is
        # the statement's first sentence, taken out with the casual filler (casual.py)
        # production: greeting_line -- "Hi Dana, quick follow-up ...", "Hey team - ...": a greeting and its addressee
        # opening the statement, taken out with the casual filler (casual.py _greeting)
        # production: sign_off -- "Cheers, Dana", "Let me know if you want the raw numbers.": the statement's last sentence
        # a sign-off or a closing request, taken out with the casual filler (casual.py _sign_off)
        # production: task_note -- "Today: writing it up.": a whole sentence of a status note on the write-up, taken out
        # with the casual filler where another sentence holds the claim (casual.py _task_notes)
        # (production: genre_label -- "Net:", "Repro:", "Actual result:", "quick follow-up from Tuesday's call:", "📊":
        # a genre's heading at a sentence's start, inert in the prose pass: claimcheck/claims/prose.py label)
        # production: closing_tail -- ", nice", ". Hope this helps!"; production: own_machine -- "On my machine, ...":
        # taken out with the casual filler (casual.py)
        # production: label_evaluation -- "c64 is where it breaks: 2/24 requests timed out", "TTFT stays reasonable: mean
        # 600 ms": an evaluation between a sentence-opening label and its ":", taken out with the casual filler
        # production: answer_particle -- "Yes. On the A100 the mean end-to-end latency went from ...", "Short answer:
        # yes. ...": an affirmative answer word or answer label as the statement's first words, taken out with the
        # casual filler (casual.py _answer); "No." stays unread
        toks, fill = _casual(toks)
        self.markup = sorted(self.markup + fill)
        # production: report_relative -- "1.8x the 2.47 req/s we measured on the A100 instance": the author's report of a
        # value as a relative clause right after it, taken out as markup is (claimcheck/claims/report_relatives.py)
        toks, told = _report_relatives(toks)
        self.markup = sorted(self.markup + told)
        # production: which_comparison -- "exceeds 2000 tokens/s, which is about 5% - 15% higher than DeepSpeed": a
        # percent comparison said of the value right before it as a relative clause, read as the appositive ", about 5%
        # - 15% higher than DeepSpeed" ("which" and its copula taken out as markup is: which_comparisons.py)
        toks, which = _which_comparisons(toks)
        self.markup = sorted(self.markup + which)
        # production: gap_tail -- ", which lines up with the tok/s gap.": a consistency comment naming another gap of the
        # run, ending its sentence, taken out as markup is (claimcheck/claims/prose.py gap_tails)
        toks, gaps = _gap_tails(toks)
        self.markup = sorted(self.markup + gaps)
        # production: total_definition -- "Total token throughput (prompt + completion) is ...", "total throughput incl.
        # prompt tokens", "Total tokens/s (prompt and output)": the definition the name already names, taken out as
        # markup is (claimcheck/claims/total_defs.py)
        toks, defs = _total_definitions(toks)
        self.markup = sorted(self.markup + defs)
        # production: factor_ratio -- "by a factor of 2.3", "a factor of two higher": "a factor of" taken out (inert),
        # the number read as the ratio "N x" (claimcheck/claims/factor_ratios.py)
        toks, factors = _factor_ratios(toks)
        self.markup = sorted(self.markup + factors)
        # production: bare_generation -- "80 tok/s generation", "at generation", "Generation: ...": the bare noun read as
        # "token generation" where nothing else can be meant (claimcheck/claims/generation_words.py)
        # production: caused_generation -- "makes generation roughly 2x faster": the same, as a causative's object
        # before a speed ratio or percent (claimcheck/claims/generation_words.py)
        toks = _bare_generation(toks, text)
        # production: setting_sum -- "3 req/s (TP4+EP) vs 2 req/s (TP4)": a shared setting plus an arm's is the arm;
        # the shared setting alone beside it the other arm of two (claimcheck/claims/setting_sums.py)
        toks, sums = _setting_sums(toks, set(self.shared), list(arms))
        self.markup = sorted(self.markup + sums)
        self.toks = _gerund_arms(text, _attribute_mentions(text, toks))
        # production: ellipsis_arm -- "55 ms without (it)", "with it": the one other arm (claimcheck/claims/ellipsis.py)
        # production: metric_pronoun -- "with EAGLE it is 4 ms": the one metric named before it; else left as written
        # production: metric_gap -- "...; without, 421 ms": the one metric named before a clause of an arm and a value
        # production: quantified_gap -- "...; both below 40 ms", ", so all three stayed under 300 ms": the same, before
        # a quantified bound
        # production: arm_by_config -- "the sequential baseline (c1)", "--parallel 8", "instead of 1": one mention an
        # arm (before the passes below, which see each arm's mention whole)
        self.toks = config_refs(text, paren_labels(text, self.toks), counts or {})
        # production: arm_by_flag -- "with kv_cache_dtype=auto ...; with fp8 ...": a bare value after its flag
        # production: arm_by_flag -- "Changing --kv-cache-dtype from auto to fp8": the flag's name inert, each value its arm
        # production: default_value -- "vs. the default (auto) dtype": the flag's value named as the default
        self.toks, gone = bare_values(self.toks, flags or {}, own_flags)
        self.toks = _flag_arms.default_arms(self.toks)  # "vs the default (chunked prefill off)"
        self.markup = sorted(self.markup + gone)
        # production: arm_by_value -- "800ms at 0.6 vs 200ms at 0.9", "going 0.6 -> 0.9": a declared setting's bare
        # value names the one arm that declares it, after an arm's marker (claimcheck/claims/value_arms.py)
        # production: breakdown_key -- "Median TPOT by concurrency: 23 ms (1), 26 ms (8)": the qualifier naming the
        # setting the value labels are values of, inert (claimcheck/claims/value_arms.py)
        if values:
            self.toks, gone = _value_arms.value_arms(text, self.toks, *values)
            self.markup = sorted(self.markup + gone)
        # production: arm_move -- "going TP2 -> TP4": a move between two arms by name, read "from ARM to ARM"
        # production: state_move -- "Flipping chunked prefill on took ...": read as "switching" ARM (value_arms.py)
        self.toks = _value_arms.arm_moves(text, self.toks)
        # production: gapped_pair -- "vLLM's mean TTFT was 200 ms, SGLang's 150 ms": the first clause's words, copied
        # production: gapped_verb -- "vLLM hit 1,300 tok/s; TGI topped out at 1,000": the gapped clause's own value verb
        # production: gapped_count -- "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s": the count copied too
        # production: gapped_contrast -- "Also vLLM reaches 3.31 req/s, TGI only 2.84": "only" stays before the value
        # production: label_unit_list -- "Mean TTFT (ms): 200 for vLLM, 150 for SGLang": a clause per value
        # production: label_unit_change -- "Mean TTFT (ms): 954.78 -> 629.97 with chunked prefill": the unit per value
        # production: state_ellipsis -- "Caching on vs. off": the bare opposite state word names the other arm
        # production: it_state -- "with it on vs 6.9k off": "it" and a state word name the arm in that state
        # production: of_arm_gap -- "The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms": the metric, copied
        # production: kilo_rate -- "7.6k tok/s vs 5.4k": a rate written in thousands (claimcheck/claims/kilo_rates.py)
        # production: kilo_pair_head -- "from 18.5k to 13k tok/s": the pair's first value too (kilo_rates._pair_head)
        # production: pipe_joiner -- "n-gram: 3.5 req/s | baseline: 2.5 req/s": "|" joins two clauses as ";" does
        # production: label_line -- "P99 TTFT: A100 300 ms; H100 150 ms", "Output tok/s: 320 for X, 448 with Y": a
        # clause per entry (claimcheck/claims/label_lines.py); production: label_setting -- "Throughput (output
        # tokens/s, 8 concurrent requests): FP16 246, AWQ 415": the unit every value's, the setting read once;
        # production: label_topic -- "In terms of requests per second: 0.73 (A), 0.97 (B)": the label line after it
        # production: table_row -- "| TTFT p50 | 210 ms (main) | 180 ms (this PR) |": a markdown table row read as a
        # label line; a header line naming the arms binds cells by column (claimcheck/claims/table_rows.py);
        # production: arm_cells -- "| FlashInfer | 1.76 req/s | 240 ms TTFT |": a row under no header names its arm
        # production: delta_line -- "Δ mean TTFT (B − A): −10 ms": the signed difference, "B: LABEL 10 ms lower than
        # A"; production: speedup_line -- "Speedup (E2E latency, B over A): 1.11x"; production: arrow_direction --
        # "↑10%" is "up 10%"; production: paren_entry -- "(GPU-only: 12,672 tok/s)"; production: comma_label --
        # "p99 TPOT, A: 20 ms; B: 18 ms"; production: trailing_change -- a label line's "(+10.0%)" its own two values
        # make, inert (claimcheck/claims/delta_lines.py); production: under_arm -- "under disaggregation": "under"
        # before one arm is the arm preposition "with", as "for" before one is (claimcheck/claims/state_arms.py)
        # production: per_token_cost -- "every output token costs ~3.5 ms more with X", "X adds 3.5 ms per output
        # token": the TPOT difference (claimcheck/claims/token_costs.py)
        # production: move_to_arm -- "after the switch to FP8", "after switching to FP8": the arm preposition "with";
        # production: the_switch -- "After the switch," the declared treatment (held back where contradicted)
        # (claimcheck/claims/event_arms.py)
        self.toks, switch_arms = _event_arms(self.toks, declared)
        # production: paren_arm_label -- "Mean TTFT (Run B): 259 ms": the arm in parentheses is the label's own, written
        # "Run B mean TTFT: 259 ms" (the parentheses inert; claimcheck/claims/label_lines.py)
        # production: for_arms_label -- "Mean TPOT for C1 / C4 / C16: 13.9 / 15.2 / 19.4 ms": the label's arms after
        # "for", written as in "Mean TPOT (C1 / C4 / C16):" (claimcheck/claims/for_arm_labels.py)
        self.toks, gone = _paren_arm_labels(_for_arms_labels(self.toks, text), text)
        self.markup = sorted(self.markup + gone)
        # production: paren_setup_label -- "Throughput (1x NVIDIA L4, vLLM, 128 concurrent): 2,310 tok/s": the setup in
        # a metric label's parentheses is a setup label before it (claimcheck/claims/label_lines.py)
        self.toks, gone = _paren_setup_labels(self.toks, text)
        self.markup = sorted(self.markup + gone)
        self.toks, gone = _delta_lines(_under_arms(_token_costs(self.toks)), text)
        self.markup = sorted(self.markup + gone)
        # production: setting_cell -- "| Concurrency | Mean TPOT (ms) |" over "| 16 | 19.4 |": a number of the swept
        # setting the header names is the arm that declares it (claimcheck/claims/table_rows.py)
        self.toks, gone = _table_rows(_kilo_rates(self.toks), text, sweep)
        self.markup = sorted(self.markup + gone)
        # production: winner_tail -- "TTFT avg 150ms vs 250ms, so the 4090 wins there too": the winner named after
        # the better value, the tail taken out (claimcheck/claims/winner_tails.py)
        self.toks, gone = _winner_tails(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: verdict_sentence -- "SGLang vs vLLM ...: 2,000 vs 1,723 output tok/s. SGLang wins.", "p99 TTFT was
        # 646 ms for vLLM versus 810 ms for TGI, so vLLM wins": a verdict taken out only where its arm's value in the
        # one pair before it is the better (the worse) one under the pair's one metric (claimcheck/claims/
        # verdict_sentences.py; production: verdict -- "SGLang wins", "FP8 is faster", "Clear win for FP8"); else unread
        self.toks, gone = _verdict_sentences(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: same_count -- "both arms generated the same 10,966 output tokens": "the same" before a count of every
        # arm taken out as markup is; kept only where the count is read as every arm's (claimcheck/claims/same_counts.py)
        self.toks, gone, self.same_counts = _same_counts.same_words(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: concessive_arm -- "p99 TTFT stayed under 750 ms even with four slots": "even" before an arm's marker
        # taken out as markup is, the arm remembered: its bound is read as written and the arm is presupposed the
        # hardest case (held back where contradicted; claimcheck/claims/concessive_arms.py)
        self.toks, gone, self.even_arms = _concessive_arms.even_arms(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: state_label -- "1000 ms (off) vs 350 ms (on)": the bare state words name the arms of the one
        # on / off setting; its (start, end) kept (implied_arms): a contradiction there is held back (grade)
        # production: lead_arm_list -- "With prefix caching: Mean TTFT (ms): 65.8 | Mean TPOT (ms): 8.88": the lead's
        # arm written again before each "|" entry, before pipe_joiner reads "|" (claimcheck/claims/lead_arm_lists.py)
        self.toks = _lead_arm_lists(self.toks)
        toks, self.implied_arms = _state_labels(_state_ellipsis(_it_states(_pipe_joiners(self.toks, text), on_off),
                                                                on_off), on_off)
        # production: instead_now -- "now 5 s instead of 10.4 s": the "now" of a sentence naming no arm is the declared
        # treatment (kept in implied_arms: held back where contradicted)
        toks, now = _instead_of(toks, declared)
        # production: today_baseline -- "1,050 tok/s versus about 950 today": the status quo's adverb after a pair's
        # second value is the declared baseline (kept in implied_arms: held back where contradicted)
        toks, today = _today_baseline(toks, declared)
        now += today
        # production: before_after_label -- "Mean TTFT: 200 ms before, 100 ms after": the two labels name the declared
        # baseline and treatment (kept in implied_arms: held back where contradicted; claimcheck/claims/before_after.py)
        # production: before_after_named -- "Before (bf16): 1,747 output tok/s": beside its named ARM, a second mention
        # of it where the side agrees with its declared role
        toks, sides = _before_after.labels(toks, declared)
        self.implied_arms += now + switch_arms + sides
        # production: sweep_list -- "Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4
        # ms)": one value per arm in the sweep's ascending order (the witness's own), a label line of its own; a
        # contradicted value held back (claimcheck/claims/sweep_lists.py)
        toks, gone, held = _sweep_lists(toks, _sweep_order(list(arms), sweep or {}), {a: a for a in arms})
        self.markup = sorted(self.markup + gone)
        self.implied_arms += held
        self.roles_implied: list[tuple[str, int, int]] = []  # (production declared_pair: see ReadResult.roles_implied)
        # production: bound_pair -- "18 ms, still well under the 24 ms without it": the second value the other arm's,
        # the bound the stated values' own order (claimcheck/claims/ellipsis.py)
        # production: breakdown_label -- "Median TPOT by config: TP1 42 ms, ...": the qualifier says the entries are one
        # per arm, which they state themselves: taken out as inert before the label lines are read
        # (claimcheck/claims/metric_labels.py); production: topic_label -- "In terms of requests per second: 0.73 (no
        # spec), 0.97 (ngram)": a topic lead before a label of one metric or rate unit, taken out as inert (same pass)
        # production: run_list (before breakdown_label: its 'per run' is the list's) -- "Per-run output throughput of X was 458, 461 and 463 tok/s": each value one run's, in
        # the witness's run order, "X's output throughput was 458 tok/s; ..." (claimcheck/claims/run_frames.py)
        toks, gone = _run_frames.run_lists(toks)
        self.markup = sorted(self.markup + gone)
        toks, gone = _breakdown_labels(toks)
        self.markup = sorted(self.markup + gone)
        # production: run_range -- "Per-run output throughput of X ranged from 724 to 749 tok/s across the three runs":
        # the smallest and largest per-run values, "X's minimum ... was 724 tok/s; X's maximum ... was 749 tok/s"
        # (claimcheck/claims/run_frames.py)
        toks, gone = _run_frames.run_ranges(toks)
        self.markup = sorted(self.markup + gone)
        # production: run_count -- "3 runs per build", "40 reqs/run", "We ran each config 3 times": as "3 runs for each
        # build", "40 requests per run", "3 runs for each config" (claimcheck/claims/run_frames.py)
        toks, gone = _run_frames.run_counts(toks)
        self.markup = sorted(self.markup + gone)
        # production: label_runs -- "Output token throughput (pooled over 3 runs of 40 queries): A vs B, ratio 1.29": the
        # values over all runs' rows ("averaged over", "mean of": the mean of the per-run values, "mean LABEL"), the
        # count a clause of its own at the sentence's end (claimcheck/claims/run_frames.py)
        toks, gone = _run_frames.label_runs(toks)
        self.markup = sorted(self.markup + gone)
        # production: every_run_bound -- "X's output throughput stayed above 550 tok/s in every run": the bound on the
        # arm's smallest per-run value ("below": its largest), "X's minimum output throughput ..." (run_frames.py)
        toks, gone = _run_frames.every_run_bounds(toks)
        self.markup = sorted(self.markup + gone)
        # production: runs_wording -- "767 tok/s (mean of 3 runs)", "..., averaged across 3 runs": read as runs_averaged /
        # runs_pooled's own words ("(averaged over 3 runs)"; claimcheck/claims/run_frames.py)
        toks, gone = _run_frames.runs_wordings(toks)
        self.markup = sorted(self.markup + gone)
        # production: recap_sentence -- "A -> B. That's a 58% reduction.": the recap joined to its pair's sentence
        # (claimcheck/claims/recap_sentences.py)
        # production: it_pair -- "Prefix caching changed mean TPOT only slightly (14.20 ms without it vs 13.89 ms with
        # it)": the pronoun pair after the on arm's feature phrase, before ellipsis_arm reads a lone "without it";
        # production: running_arm -- "compared to running without it": the run of the arm after a comparison's
        # preposition, one mention with it (claimcheck/claims/feature_arms.py)
        self.toks = _label_unit_lists(_label_lines(_gapped_pairs(_of_arm_pairs(_metric_gap(_quantified_gap(_metric_pronoun(
            _bound_pairs(_running_arms(_ellipsis_arms(_it_pairs(_recap_sentences(toks), on_off),
                                                      on_off or role_pair))))))))))
        # production: statistic_gap -- "p50 TTFT fell from A to B and p95 from C to D": a clause per statistic, each
        # with the first clause's metric (claimcheck/claims/statistic_owners.py); production: value_part -- the values
        # each conjunct keeps ("from 1440 ms to 720 ms", "by 40%"); production: label_statistic_gap -- "TTFT: mean 600 ms
        # at c16, p99 800 ms": the metric's label colon before the first statistic
        self.toks = _statistic_owners.statistic_gaps(self.toks)
        # production: metric_list -- "SGLang beats vLLM on throughput, TTFT and TPOT": a clause per metric
        self.toks = _metric_lists(self.toks)
        # production: comparative_list -- "FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16": a clause
        # per comparative, each with the shared baseline (claimcheck/claims/comparative_lists.py)
        self.toks = _comparative_lists(self.toks)
        # production: advantage_word -- "1.3x ahead on throughput", "60 ms behind vLLM on TTFT": "better" / "worse"
        # after an amount (claimcheck/claims/advantage_words.py)
        self.toks = _advantage_words(self.toks)
        # production: distributed_change -- "TTFT and TPOT both fell by 37.5%", "cuts A and B by 30% each", "A and B by
        # 30% and 20%, respectively", "TTFT reduced by 30% and TPOT by 20%": a clause per metric
        # (claimcheck/claims/distributed_changes.py); production: gapped_stat_tail -- "TTFT drops by about 24% on
        # average, and TPOT by about 17% on average": each gapped clause under its own statistic tail
        # production: lead_label -- "Lower latency: ...", "TP=2 is faster across the board: ...": a label the clauses
        # after it agree with, taken out as inert (claimcheck/claims/lead_labels.py); production: summary_label --
        # "FP8 also trims the tail: ...", "Biggest win: ...", "The catch is TTFT: ...": a summary clause the clause
        # after its colon says (its metric, its direction), taken out as inert (an arm subject kept)
        # production: noun_predicate -- "The cost shows up in time to first token: ...", "The price is a modest TTFT
        # increase: ...", "The catch is end-to-end latency got a little worse: ...": a summary noun's predicate, taken
        # out where noun, predicate and clause agree (lead_labels.py)
        # production: topic_pronoun -- "The catch is TTFT: it goes from ~100 ms to ~140 ms": "it" is the topic metric
        # production: metric_direction_label -- "- Mean TPOT only slightly lower: 16.1 ms -> 15.3 ms", "Throughput up:
        # 5.77 -> 7.22 req/s": the words after the metric taken out where every from-to pair agrees (lead_labels.py)
        # production: valued_summary -- "The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 8% worse"
        # production: approval_label -- "LGTM from the perf side: this PR delivers 1.47x the request throughput of main"
        # production: question_answer -- "Q: What about throughput? A: ...", "Q: Does APC help TTFT? A: Yes. ...", "Q: How
        # much faster is the first token? A: ...", "Q: Did any requests fail? A: No, ...": a question read as what it
        # presupposes or what its particle asserts, taken out where the answer implies it (question_answers.py)
        self.toks, gone = _question_answers(self.toks)
        self.markup = sorted(self.markup + gone)
        self.toks, gone = _lead_labels(self.toks, self.quantified, declared)
        self.markup = sorted(self.markup + gone)
        # production: metric_label -- "End-to-end latency: mean E2EL is ...": a label of the metric its clause restates,
        # taken out as inert (claimcheck/claims/metric_labels.py)
        self.toks, gone = _metric_labels(self.toks)
        self.markup = sorted(self.markup + gone)
        self.toks = _distributed_changes(self.toks)
        self.toks = config_refs(text, self.toks, counts or {}, late=True)  # "the server with 8 slots", "Using ..."
        # production: arm_by_method -- "Speculative decoding with EAGLE-3": one mention (claimcheck/claims/method_arms.py)
        self.toks = _restated_arm_scopes(_method_arms(text, self.toks))
        # production: equals_copula -- "n-gram spec decode = ~1.8x faster e2e" (claimcheck/claims/equals_copula.py)
        self.toks = _equals_copula(self.toks)
        # production: ratio_referent -- "3x what we see at c8", "3x the requests per second that c8 did": the ratio's
        # referent as "N x ARM" / "N x the METRIC of ARM" (claimcheck/claims/ratio_referents.py)
        self.toks, gone = _ratio_referents(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: paren_contrast -- "960 tok/s (vs 320 at c8)": the contrast read as written inline (pair_frames.py)
        self.toks, gone = _pair_frames.paren_contrasts(self.toks)
        self.markup = sorted(self.markup + gone)
        # production: paren_pair_unit -- "(3.75 vs 1.25)" after "requests per second": the sentence's one rate unit
        self.toks = _pair_frames.paren_pair_units(self.toks)
        self.used: list[str] = [""] * len(self.toks)
        self.forms = [t.low if t.kind in ("word", "ident", "foreign") else (t.text if t.kind == "punct" else "")
                      for t in self.toks]
        # numbers as written (setting phrases); a shared setting standing for the other arm (setting_sum) is no setting
        self.sforms = ["" if getattr(t, "sum_other", False) else t.low or t.text.lower() for t in self.toks]
        self.all_arms = list(arms)
        self.arm_table = arms  # every arm's names and phrases (production both_states)
        self.justified: set[int] = set()  # tokens a surviving assertion, fact or joiner accounts for
        self.kind = kind
        self.source = source
        self.settings = sorted(((tuple(t.low or t.text.lower() for t in _tokens(s)), s) for s in settings if s.strip()),
                               key=lambda x: -len(x[0]))
        self.settings_by_first: dict[str, list] = {}
        for words, phrase in self.settings:
            self.settings_by_first.setdefault(words[0], []).append((words, phrase))
        self.assertions: list[Assertion] = []
        self.facts: list[ContextFact] = []
        self.unbound: list[tuple[Span, str]] = []
        self.core_text: list[str] = []

    # production: statement
    def sentences(self) -> list[tuple[int, int]]:
        out, start, n = [], 0, len(self.toks)
        depth = 0
        for k, t in enumerate(self.toks):
            if t.kind == "punct" and t.text in "()":
                depth = max(0, depth + (1 if t.text == "(" else -1))
            if t.text == ";" and 0 < k < n - 1 and self.toks[k - 1].low == "tl" and self.toks[k + 1].low == "dr" \
                    and self.toks[k - 1].end == t.start == self.toks[k + 1].start - 1:
                continue  # "TL;DR:" is one word (a discourse phrase), not two clauses
            if t.text == ";" and depth and any(x.text == ")" for x in self.toks[k + 1:]):
                continue  # "(6.24 s; 3.20 s)": a semicolon inside parentheses lists, it ends no clause (pair_order)
            if t.kind == "punct" and (t.text in ";!?" or (t.text == "." and (k + 1 == n or self.toks[k + 1].start > t.end)
                                                             and not (k > 0 and self.toks[k - 1].low in ABBREVIATIONS
                                                                      and self.toks[k - 1].end == t.start))):
                out.append((start, k + 1))
                start = k + 1
        if start < n:
            out.append((start, n))
        return out

    # production: clause
    def run(self) -> Reading:
        for a, b in self.sentences():
            if a >= b:
                continue
            if self.kind == "capacity-fit":  # production: capacity_frames (claimcheck/claims/capacity_frames.py)
                from claimcheck.claims.capacity_frames import read_capacity

                read_capacity(self, a, b)
            # production: relative_clause -- (", whose ...") is read first, as its own clause, up to the next comma
            for k in range(a + 1, b):
                t = self.toks[k]
                if t.kind != "word" or t.low not in ("whose", "which") or self.used[k]:
                    continue
                if t.low == "which" and self.toks[k - 1].text != ",":
                    continue
                if not (self.toks[k - 1].text == "," or self.toks[k - 1].kind == "arm"):
                    continue  # a relative clause follows a comma or the arm it is about
                e = next((j for j in range(k + 1, b) if self.toks[j].kind == "punct" and self.toks[j].text in ",;.!?"), b)
                if t.low == "which" and any(tuple(self.forms[k:k + len(words)]) == words for words in RECAP_LEADS) and not any(
                        self.toks[j].kind == "arm" for j in range(k, e)):
                    continue  # production: recap_lead -- ", which is about 2x" restates a pair (pair_summary)
                prev = [self.toks[j] for j in range(a, k) if self.toks[j].kind == "arm"]
                hint = prev[-1].arms if prev else None
                others = {self.toks[j].arms for j in list(range(a, k)) + list(range(e, b))
                          if self.toks[j].kind == "arm" and self.toks[j].arms != hint}
                self.used[k] = "read"
                c = _Clause(self, k + 1, e, hint, next(iter(others)) if len(others) == 1 else None)
                before = len(self.assertions)
                c.scan()
                c.assemble()
                c.emit()
                if len(self.assertions) == before:
                    self.used[k] = ""  # "whose" introduced nothing that was read
                else:
                    self.justified.add(k)
            # production: but_join -- ", but ..." joins two clauses; a direction with no "than" in one compares with the other's arm;
            # "while" / "whereas" join two clauses too, each read on its own
            # not under a sentence negation: "it is not true that A while B" denies the pair, not each part
            denied = self.toks[a].low == "it" and self.toks[a + 1:a + 2] and self.toks[a + 1].low == "is" and any(
                t.low in ("not", "false") for t in self.toks[a + 2:a + 4])
            cuts = [(k, 1, "while" if self.toks[k].low in WHILE_JOINERS else "but") for k in range(a + 1, b)
                    if self.toks[k].kind == "word" and (
                        self.toks[k].low == "but" and self.toks[k - 1].text == "," or self.toks[k].low in WHILE_JOINERS)
                    and not denied and not self.used[k]]  # "it is not true that A, but B" denies the pair: not graded
            # production: where_join -- ", where BF16 needed 26.3 s": "where" after a comma and before an arm (or "the"
            # and an arm) contrasts two clauses as "whereas" does (vocabulary.WHERE_JOINERS)
            cuts += [(k, 1, "while") for k in range(a + 1, b - 1)
                     if not denied and self.toks[k].kind == "word" and self.toks[k].low in WHERE_JOINERS
                     and self.toks[k - 1].text == "," and not self.used[k]
                     and self.toks[k + 1 + (self.toks[k + 1].low == "the" and k + 2 < b)].kind == "arm"]
            # production: concessive_join -- "A is 14.5% above B even though p99 TTFT is higher": two clauses, each
            # asserted and read on its own, as "while" joins them (vocabulary.CONCESSIVE_JOINERS)
            cuts += [(k, len(ws), "while") for k in range(a + 1, b) for ws in CONCESSIVE_JOINERS
                     if not denied and k + len(ws) < b and all(
                         self.toks[k + x].kind == "word" and self.toks[k + x].low == w and not self.used[k + x]
                         for x, w in enumerate(ws))]
            cuts += [] if denied else _unaffected.colon_cuts(self.toks, self.used, a, b)  # production: unaffected_colon
            # production: run_time_pair -- "The FP8 model finished the 500-request run in about 51 s, the BF16 one took
            # about 73 s": two arms' whole-run times, each clause read on its own (claimcheck/claims/whole_run.py)
            cuts += [] if denied else [x for x in _whole_run.pair_cuts(self, a, b) if x[0] not in {k for k, _, _ in cuts}]
            # production: count_tail -- "..., with all 200 requests completing in both runs": a count of every arm after
            # a clause of its own (claimcheck/claims/count_frames.py count_tail_cuts)
            cuts += [] if denied else [x for x in _count_frames.count_tail_cuts(self, a, b) if x[0] not in {k for k, _, _ in cuts}]
            # production: splice_clause -- "TP=1 did 3.95 req/s and 1,011 output tok/s, TP=2 did 6.16 req/s and 1,576
            # output tok/s": a clause opened by its arm and ended by a value, a comma, then another arm with its own
            # verb and value: two clauses, each read on its own (as "while" joins them)
            cuts += [] if denied else [(k, 1, "while") for k in self._splice_commas(a, b)
                                       if k not in {x for x, _, _ in cuts}]
            front = self._fronted_join(a, b, cuts)
            if front is not None:
                # production: fronted_join -- "Whereas SGLang is 2x faster than TGI, vLLM is 3x faster than TGI",
                # "While TTFT fell 30%, TPOT stayed flat": a while-joiner at the sentence's start and the first comma
                # after it part two clauses, read as "A, while B" is (each on its own)
                self.used[a] = "read"
                self.justified.add(a)
                a, cuts = a + 1, sorted(set(cuts) | {(front + 1, 0, "while")})  # the comma stays the first clause's
            pred = [] if denied else self._pred_cuts(a, b, {k for k, _, _ in cuts})
            if not (pred and self._read_parts(a, b, sorted(cuts + pred))):
                if not self._read_parts(a, b, cuts) and any(x[2] == "count_tail" for x in cuts):
                    self._read_parts(a, b, [x for x in cuts if x[2] != "count_tail"])  # production: count_tail
        # production: statistic_owner -- every statistic word is the statistic its numbers are graded under, or
        # unread: an assertion re-bound to another named statistic is dropped (claimcheck/claims/statistic_owners.py)
        _statistic_owners.drop_rebound(self)
        # production: per_gpu_rate -- a GPU count its sentence states ("1,300 tok/s per GPU on 2 GPUs") is the count
        # the per-GPU rate is taken over (claimcheck/claims/per_gpu.py)
        _per_gpu.stated_counts(self.assertions, self.facts, [
            (self.toks[a].start, self.toks[b - 1].end) for a, b in self.sentences() if a < b])
        reading = Reading(assertions=self.assertions, context=self.facts)
        reading.inert += [Span(start=a, end=b, text=self.text[a:b]) for a, b in self.markup]
        # coverage by construction: a token a construct took is read only when a surviving assertion,
        # fact or joiner accounts for it; one taken by a construct whose result was dropped is unread
        fact_chars = {c for f in self.facts if f.span for c in range(f.span.start, f.span.end)}
        for k, t in enumerate(self.toks):
            if self.used[k] == "read" and k not in self.justified and t.start not in fact_chars:
                self.used[k] = ""
        self.read_spans = [Span(start=t.start, end=t.end, text=self.text[t.start:t.end])
                           for k, t in enumerate(self.toks) if self.used[k] == "read"]
        # arms, inert, unread: maximal runs
        for k, t in enumerate(self.toks):
            role = self.used[k]
            if t.kind == "arm" and role:
                reading.arms.append(Span(start=t.start, end=t.end, text=self.text[t.start:t.end]))
                continue
            if role == "inert":
                reading.inert.append(Span(start=t.start, end=t.end, text=self.text[t.start:t.end]))
                continue
            if role:
                continue
            word = t.low if t.kind == "word" else t.text
            inert = (t.kind == "word" and word in INERT_WORDS) or (t.kind == "punct" and t.text in INERT_PUNCT and not (
                t.text == "-" and k + 1 < len(self.toks) and self.toks[k + 1].kind == "num"
                and self.toks[k + 1].start == t.end))
            if inert and word == "used" and k + 1 < len(self.toks) and self.toks[k + 1].low == "to":
                inert = False  # "X used to be 1.6x faster": a past state said to hold no more, not a run verb
            if inert and word in CAUSATIVE_VERBS and not self._caused(k):
                inert = False  # "made up 40% of the time": a causative verb only before what a construct read
            if inert and word == "both" and len(self.all_arms) >= 3 and k and self.toks[k - 1].low in QUANTIFIER_PREPS:
                inert = False  # "200 ms on both" of three arms: which two? (it was every arm: false where one differs)
            if inert and word == "it" and k and self.toks[k - 1].kind == "word" and self.toks[k - 1].low in (
                    "with", "without") and not self.used[k - 1]:
                inert = False  # "8.0 s with it" that production ellipsis_arm did not resolve: which arm is "it"?
            if inert and word == "on" and (k + 1 == len(self.toks) or self.toks[k + 1].kind == "punct"
                                           and self.toks[k + 1].text in ".,;:)!?"):
                inert = False  # "21 ms (on)", "21 ms on.": a state word no binding gave an arm, not the preposition
            if inert and word == "with" and (k + 1 == len(self.toks) or self.toks[k + 1].kind == "punct"
                                             and self.toks[k + 1].text in ".,;:)!?"):
                inert = False  # "4.1 s with X vs 8.0 s with.": with what? (the bare "without" is ellipsis_arm's)
            if inert and word == "to" and _score_to(self.toks, k):
                inert = False  # "744 tok/s to 524 tok/s" no construct read: a score (whose is the second?), a range or
                # a change -- never the first value's arm twice (both values were that arm's: false where the second
                # is the other arm's)
            if inert and word == "and" and _both_gap(self.toks, k):
                inert = False  # "250 ms with and without X" not read as both arms: not the arm without X alone
            if inert and word in ELIDED_AUX and self._elided_predicate(k):
                inert = False  # "FP8 had no failed requests, but BF16 did": the left-out predicate is not read
            if inert and self._hyphen_inside(k) and self._last_unread == k - 1 and k + 1 < len(self.toks) \
                    and not self.used[k + 1]:
                inert = False  # "end-to-end", "state-of-the-art": one unread span, not "end" and "end"
            if inert:
                reading.inert.append(Span(start=t.start, end=t.end, text=self.text[t.start:t.end]))
                continue
            if reading.unread and self._last_unread == k - 1:
                s = reading.unread[-1]
                reading.unread[-1] = Span(start=s.start, end=t.end, text=self.text[s.start:t.end])
            else:
                reading.unread.append(Span(start=t.start, end=t.end, text=self.text[t.start:t.end]))
            self._last_unread = k
        return reading

    # production: pred_join -- "X is 1.5x faster than Y and cuts mean TTFT by 20%", "X raises throughput by 50% but
    # more than doubles mean TTFT", "X is 1.5x faster than Y, at the cost of 2.3x higher mean TTFT": a second
    # predicate after "and" / "but" (a verb, after a hedge or a relation; after "but" also a metric: "but mean TTFT
    # more than doubles") or after "at the cost of" / "at the expense of", naming no arm, continues the subject and
    # the baseline of the clause before it -- only where that clause's assertions bind exactly two arms (one
    # treatment, one baseline); else the sentence is read without the cut, as before. Never under a sentence
    # negation ("it is not true that A and B" denies the conjunction: not graded)
    def _pred_cuts(self, a: int, b: int, taken: set[int]) -> list[tuple[int, int, str]]:
        out: list[tuple[int, int, str]] = []
        for k in range(a + 1, b - 1):
            t = self.toks[k]
            if t.kind != "word" or t.low not in ("at", "and", "but") or self.used[k] or k in taken:
                continue
            cost = next((ws for ws in COST_JOINERS if all(
                k + n < b and self.toks[k + n].kind == "word" and self.toks[k + n].low == x and not self.used[k + n]
                for n, x in enumerate(ws))), None)
            if cost:
                but = k - 1 > a and self.toks[k - 1].low == "but" and not self.used[k - 1]
                out.append((k - but, len(cost) + but, "pred"))  # "... but at the cost of ..."
            elif t.low in ("and", "but") and not (t.low == "but" and self.toks[k - 1].text == ",") \
                    and self._predicate_at(k + 1 + self._also(k + 1, b), b, t.low == "but"):
                out.append((k, 1 + self._also(k + 1, b), "pred"))  # "but also doubles ...": "also" adds no claim
            elif t.low == "and" and _lead_pairs.and_at(self, a, k, b):
                # production: lead_and -- "Compared with A, B is 1.5x faster and C is 1.8x faster": after a clause
                # under a fronted baseline lead, "(,) and" another arm begins a clause compared with the same arm
                out.append((k - (self.toks[k - 1].text == ","), 1 + (self.toks[k - 1].text == ","), "lead_and"))
            elif t.low == "and" and self._and_clause_at(a, k, b):
                # production: and_clause -- "SGLang is 29% faster than vLLM, and TensorRT-LLM is 1.2x faster than
                # SGLang": after a comparison ending at its baseline arm, "(,) and" then another arm that begins a
                # comparison of its own: two clauses, each read on its own (as "while" joins them)
                out.append((k - (self.toks[k - 1].text == ","), 1 + (self.toks[k - 1].text == ","), "and_clause"))
            elif t.low == "and" and self._count_and_at(a, k, b):
                # production: count_and_clause -- "All 50 requests completed in both runs, and the radix run reused
                # 69,120 prompt tokens": after a count said of every arm ("in both runs", "on both", "in each config"),
                # "(,) and" then an arm that begins a clause of its own: two clauses, each read on its own (as "while")
                out.append((k - (self.toks[k - 1].text == ","), 1 + (self.toks[k - 1].text == ","), "while"))
            elif t.low == "and" and self._average_tail_at(k, b):
                # production: average_and -- "TTFT never went above 470 ms and averaged about 405 ms": the clause's one
                # metric and subject, its mean stated after "and averaged" (the value ending the sentence)
                out.append((k, 1, "average_and"))
            elif t.low == "and" and self._ends_with_value(a, k) and self.toks[k + 1].kind == "arm" \
                    and self._value_at(k + 2, b):
                # production: but_join -- "vLLM serves 16 req/s and TGI only 8 req/s": a value, then "and", an arm and
                # its own value (the verb left out): two clauses, each value its own arm's
                out.append((k, 1, "but"))
            elif t.low == "but" and self.toks[k - 1].text != "," and self._value_at(k + 1, b):
                # production: but_value -- "X reaches 4 req/s with c32 but only 2.7 req/s with c16", "mean TTFT is 230 ms
                # at c32 but just 100 ms at c16": a value (a number and a rate or duration unit, after a degree word or a
                # hedge) after a bare "but" joins it to the clause as "and" would (the values then bind as any two)
                self.used[k] = "inert"
        return out

    _AND_CLAUSE_BINDERS = frozenset({"than", "over", "vs", "versus", "against"})
    #: the nouns of every arm or run that end a count's quantifier ("in both runs", "in each config", "on both stacks")
    _COUNT_AND_UNITS = frozenset({"run", "runs", "arm", "arms", "config", "configs", "configuration", "configurations",
                                  "setup", "setups", "version", "versions", "engine", "engines", "stack", "stacks",
                                  "server", "servers", "build", "builds", "variant", "variants"})

    #: the success verbs after a count's quantifier ("All 200 requests in each arm completed, and ...")
    _COUNT_AND_VERBS = frozenset({"completed", "succeeded", "finished"})

    def _count_and_at(self, a: int, k: int, b: int) -> bool:
        """(production count_and_clause) "and" at k after "(,)": the words before it hold a request noun and end with a
        quantifier over every arm or run ("both runs", "either version", "each config", or "both" alone), and an arm
        (after "the") follows "and" with a word after it."""
        p = k - 1 - (self.toks[k - 1].text == ",")
        if p <= a + 1 or self.used[k]:
            return False
        if self.toks[p].low in self._COUNT_AND_VERBS and p - 1 > a + 1 and any(
                self.toks[j].kind == "word" and self.toks[j].low in REQUEST_NOUNS for j in range(a, p - 2)):
            # production: count_and_clause -- "All 200 requests in each arm completed, and the cached run finished in
            # 47.6 s": the quantifier between the request noun and its success verb, as after it
            p -= 1
        last, before = self.toks[p].low, self.toks[p - 1].low
        if not (last == "both" or last in self._COUNT_AND_UNITS and before in ("both", "either", "each", "every", "all")):
            return False
        if not any(self.toks[j].kind == "word" and self.toks[j].low in REQUEST_NOUNS for j in range(a, p)):
            return False
        q = k + 1 + (k + 1 < b and self.toks[k + 1].kind == "word" and self.toks[k + 1].low == "the")
        return q + 1 < b and self.toks[q].kind == "arm" and self.toks[q + 1].kind == "word"

    def _and_clause_at(self, a: int, k: int, b: int) -> bool:
        """(production and_clause) "and" at k after "(,)": the words before it hold a comparison binder ("than",
        "over", "vs") and end with an arm (its baseline), and an arm (after "the") follows "and" with a word after it
        (a predicate of its own, not "than A and B.")."""
        p = k - 1 - (self.toks[k - 1].text == ",")
        if p <= a or self.toks[p].kind != "arm" or self.used[k]:
            return False
        if not any(self.toks[j].kind == "word" and self.toks[j].low in self._AND_CLAUSE_BINDERS for j in range(a, p)):
            return False
        q = k + 1 + (k + 1 < b and self.toks[k + 1].kind == "word" and self.toks[k + 1].low == "the")
        return q + 1 < b and self.toks[q].kind == "arm" and self.toks[q + 1].kind == "word"

    def _average_tail_at(self, k: int, b: int) -> bool:
        """(production average_and) "and" at k before an average verb (vocabulary.AVERAGE_VERBS), a hedge at most, a
        number and a duration or rate unit, ending the sentence; the words before "and" end with a value too."""
        e = next((x for x in range(k, b) if self.toks[x].kind == "punct" and self.toks[x].text in (".", ";", "!", "?")), b)
        if k + 3 >= e or self.toks[k + 1].low not in AVERAGE_VERBS or self.used[k + 1]:
            return False
        q = k + 2 + (self.toks[k + 2].low in HEDGES)
        if q + 1 >= e or self.toks[q].kind != "num":
            return False
        c = _Clause(self, q + 1, e)
        u = c.phrase(q + 1, RATE_UNITS)
        return (q + 1 + u[0] == e if u else q + 2 == e and self.toks[q + 1].low in DURATION_UNITS) \
            and self._ends_with_value(max(0, k - 8), k)

    def _also(self, j: int, b: int) -> int:
        """1 where token j is a free "also" before the joined predicate ("... but also doubles mean latency")."""
        t = self.toks[j] if j < b else None
        return int(t is not None and t.kind == "word" and t.low == "also" and not self.used[j])

    def _splice_commas(self, a: int, b: int) -> list[int]:
        """(production splice_clause) The commas of a comma splice: from the clause's start, ("the") an arm (its
        subject; or right after the first colon, a label's), words up to a value ending right at the comma, then
        ("the") another single arm, one word (its verb) and a value ("..., TP=2 did 6.16 req/s ..."). Each part is read
        on its own, completely or not at all; what stands before the first arm is read as it is without the cut."""
        def arm_at(q: int) -> int | None:
            q += q < b and self.toks[q].kind == "word" and self.toks[q].low == "the"
            return q if q < b and self.toks[q].kind == "arm" and len(self.toks[q].arms) == 1 else None

        first = arm_at(a)
        if first is None:  # after a label's colon ("Before/after on the same box: TP=1 did ..., TP=2 did ...")
            colon = next((k for k in range(a, b) if self.toks[k].text == ":"), None)
            first = arm_at(colon + 1) if colon is not None else None
        if first is None:
            return []
        out, start, arms = [], first, self.toks[first].arms
        for k in range(first + 2, b - 3):
            t = self.toks[k]
            if t.text != "," or self.used[k] or not self._ends_with_value(start, k):
                continue
            q = arm_at(k + 1)
            if q is None or self.toks[q].arms == arms or q + 2 >= b or self.toks[q + 1].kind != "word" \
                    or self.used[q + 1] or not self._value_at(q + 2, b):
                continue
            out.append(k)
            start, arms = q, self.toks[q].arms
        return out

    def _ends_with_value(self, a: int, k: int) -> bool:
        """Tokens a..k end with a number and its rate or duration unit ("16 req/s", "230 ms")."""
        c = _Clause(self, a, k)
        for q in range(k - 1, a - 1, -1):
            if self.toks[q].kind == "num":
                r = c.phrase(q + 1, RATE_UNITS)
                return (q + 1 + r[0] == k) if r else (q + 2 == k and c.w(q + 1) in DURATION_UNITS)
        return False

    def _value_at(self, j: int, b: int) -> bool:
        """A number with a rate or a duration unit starts at token j, after degree words or a hedge ("but only 2.7
        req/s", "but just 97 ms"); never a count ("all but 3 requests": an exception, not a contrast)."""
        c = _Clause(self, j, b)
        j += c.degree_at(j)
        if c.w(j) in HEDGES:
            j += 1
        t = c.tok(j)
        if t is None or t.kind != "num" or not c.free(j):
            return False
        return bool(c.phrase(j + 1, RATE_UNITS)) or c.w(j + 1) in DURATION_UNITS

    def _fronted_join(self, a: int, b: int, cuts: list[tuple[int, int, str]]) -> int | None:
        """(production fronted_join) The comma that ends the first clause of a sentence opened by a while-joiner
        (vocabulary.WHILE_JOINERS: "While / Whereas / Whilst / Although A ..., B ..."), or None: the first comma outside
        parentheses, no other cut before it, and each clause opening with its subject: ("the") ARM, or a metric
        (after a statistic), or "it" / "its" metric for the second. Not "While serving 64 requests, ..." (a time, not a clause: no
        subject)."""
        t = self.toks[a]
        if t.kind != "word" or t.low not in WHILE_JOINERS or self.used[a] or a + 2 >= b:
            return None
        depth, k = 0, None
        for j in range(a + 1, b):
            x = self.toks[j]
            if x.kind == "punct" and x.text in "()":
                depth += 1 if x.text == "(" else -1
            elif x.kind == "punct" and x.text == "," and depth == 0:
                k = j
                break
        if k is None or k + 1 >= b or any(c < k for c, _, _ in cuts) or self.used[k]:
            return None

        def subject(j: int, it: bool = False) -> bool:
            if it and self.toks[j].kind == "word" and self.toks[j].low == "it":
                return True  # "While X cuts TTFT by 40%, it raises TPOT by 10%": the first clause's subject again
            # "the" ARM / metric; "its" metric for the second ("Although X is 2x faster, its mean TTFT is 20% higher")
            j += j + 1 < b and self.toks[j].kind == "word" and (self.toks[j].low == "the" or it and self.toks[j].low == "its")
            if self.toks[j].kind == "arm":
                return True
            c = _Clause(self, j, b)
            st = c.phrase(j, STAT_PHRASES)
            return bool(c.metric_phrase(j + (st[0] if st else 0)))

        return k if subject(a + 1) and subject(k + 1, it=True) else None

    def _predicate_at(self, j: int, b: int, metric_ok: bool) -> bool:
        """A verb phrase with no subject of its own starts at token j: a multiplying, change or cost verb, after
        a hedge or a relation ("and more than doubles", "and nearly triples"); with ``metric_ok`` a metric too."""
        c = _Clause(self, j, b)
        if c.w(j) in HEDGES:
            j += 1
        else:
            for words, rel in RELATIONS:
                if len(words) > 1 and rel in (">", ">=") and c.seq(j, words):
                    j += len(words)
                    break
        w = c.w(j)
        if w in MULT_VERBS or w in CHANGE_VERBS or w in COST_VERBS:
            return c.free(j)
        if metric_ok:
            s = c.phrase(j, STAT_PHRASES)
            return bool(c.metric_phrase(j + (s[0] if s else 0)))
        return False

    def _read_parts(self, a: int, b: int, cuts: list[tuple[int, int, str]], hints: bool = True) -> bool:
        """Read the clauses of one sentence split at ``cuts`` ((token, joiner tokens, kind)); False (and nothing
        read) where a pred_join cut does not continue a clause that binds exactly two arms. ``hints``: a clause may
        take the one arm the other clauses name as its baseline (production: mirrored_hint)."""
        snap = (list(self.used), len(self.assertions), len(self.facts), len(self.unbound), len(self.core_text),
                set(self.justified))

        def restore() -> bool:
            self.used[:] = snap[0]
            del self.assertions[snap[1]:], self.facts[snap[2]:], self.unbound[snap[3]:], self.core_text[snap[4]:]
            self.justified.clear()
            self.justified.update(snap[5])
            return False

        parts = list(zip([a] + [k + n for k, n, _ in cuts], [k for k, _, _ in cuts] + [b]))
        kinds = [""] + [kind for _, _, kind in cuts]
        for k, n, _ in cuts:
            for q in range(k, k + n):
                self.used[q] = "read"
                self.justified.add(q)
        prev = None
        pair: tuple[str, str] | None = None
        for (p0, p1), kind in zip(parts, kinds):
            hint = None
            mine = {self.toks[j].arms for j in range(p0, p1) if self.toks[j].kind == "arm"}
            if len(parts) > 1 and hints:
                others = {self.toks[j].arms for j in range(a, b) if self.toks[j].kind == "arm" and not p0 <= j < p1}
                others -= mine
                hint = next(iter(others)) if len(others) == 1 else None
            subject_hint = None
            elided = False
            if kind in ("while", "but", "and_clause") and len(mine) == 1 and hint is None and pair is not None \
                    and not (set(next(iter(mine))) & set(pair)):
                # production: elided_standard -- "FP8 is almost 2x faster than BF16, while TQ variants are 1.5x to
                # 2.5x slower" (", and TQ variants are ...": and_clause): a clause of a while / ", but" / and_clause
                # pair that names one arm of its own, neither arm of the
                # comparison before it, and no baseline, leaves out the comparison's standard ("than BF16"): the
                # previous clause's baseline. The author may mean its treatment, so it only agrees: a contradiction
                # is held back (Assertion.baseline_implied: not-yet, never false)
                hint, elided = (pair[1],), True
            if kind in ("while", "but") and not mine and prev is not None:
                # production: while_join -- "A improves throughput by 29% while reducing p50 TTFT by 57%": a
                # clause that names no arm continues the previous clause's subject and baseline (so does one after
                # ", but": "X raises throughput by 50%, but mean TTFT more than doubles" is X's TTFT)
                # (production: while_unaffected -- "... while keeping TPOT unchanged": claimcheck/claims/unaffected.py)
                subj = getattr(prev, "subject", None)
                subject_hint = subj if subj and subj[0] not in ("?", "*") else None
                bases = {x.baseline_amb or (x.baseline,) for x in prev.cores if x.baseline}
                hint = next(iter(bases)) if len(bases) == 1 else None
            if kind == "pred":
                if mine or pair is None and not (self.roles and prev is not None and not any(
                        self.toks[j].kind == "arm" for j in range(a, b))):
                    return restore()
                # (production pred_join: "TTFT rose from 400 ms to 460 ms but ITL dropped from 20 ms to 16 ms" names no
                # arm at all, in a witness that declares its roles: each clause is read on its own, declared_pair)
                subject_hint, hint = ((pair[0],), (pair[1],)) if pair is not None else (None, None)
                subj = getattr(prev, "subject", None) if pair is not None else None
                if subj and tuple(subj) == (pair[1],):
                    # the clause before named the pair's baseline as its subject ("The old build is 2x slower, at the
                    # cost of 3x higher mean TTFT": a ratio written the other way round): the second predicate is its
                    subject_hint, hint = (pair[1],), (pair[0],)
            if kind == "average_and":
                # production: average_and -- the clause before names one metric (no statistic of the mean's kind) and
                # one arm: the mean is that arm's, of that metric
                subj = getattr(prev, "subject", None) if prev is not None else None
                ms = [x for x in prev.items if x.kind == "metric"] if prev is not None else []
                if mine or len(ms) != 1 or not subj or subj[0] in ("?", "*") or len(subj) != 1:
                    return restore()
                subject_hint, hint = subj, None
            if kind == "and_clause" and (not mine or pair is None):
                return restore()  # production: and_clause -- only after a clause that bound one pair of arms
            if kind == "lead_and":
                lead = _lead_pairs.lead_arm(self, a, b)
                if not mine or pair is None or lead is None or lead not in pair:
                    return restore()  # production: lead_and -- only after a clause compared with the lead's arm
                hint, subject_hint = (lead,), None
            before = len(self.assertions)
            c = _Clause(self, p0, p1, subject_hint, hint)
            c.hint_implied = elided
            if elided and prev is not None:
                # production: it_metric -- "vLLM cuts mean TTFT by 40% vs SGLang, while TGI cuts it by 20%": after a
                # left-out standard (elided_standard) "it" is the one metric the clause before compared, as after lead_and
                said = {(x.metric, x.statistic) for x in prev.cores if x.metric}
                c.it_metric = next(iter(said)) if len(said) == 1 else None
            if kind == "lead_and" and prev is not None:
                # production: it_metric -- "n-gram cuts mean E2E latency by 24.6% and EAGLE cuts it by 49.1%": "it"
                # as a change verb's object is the one metric (and statistic) the clause before compared, both
                # clauses compared with the lead's arm (after "while" / "but" the baseline would be a guess: unread)
                said = {(x.metric, x.statistic) for x in prev.cores if x.metric}
                c.it_metric = next(iter(said)) if len(said) == 1 else None
                _lead_pairs.gapped(c, prev)  # production: lead_gap -- "... by 24.6% and EAGLE by 49.1%"
            c.scan()
            if kind == "colon":
                _unaffected.carry_metric(prev, c)  # production: unaffected_colon
            if kind == "average_and" and not any(x.kind == "metric" for x in c.items):
                c.items.insert(0, next(x for x in prev.items if x.kind == "metric"))  # production: average_and
            c.assemble()
            c.emit()
            prev = c
            new = self.assertions[before:]
            if kind in ("pred", "count_tail", "average_and") and not new:
                return restore()  # (production count_tail: the count read, or the sentence is read uncut)
            if kind == "and_clause" and self._two_arms(new) is None:
                return restore()  # the second clause binds its own pair of arms, or the sentence is read uncut
            if kind == "lead_and" and not _lead_pairs.second_ok(self._two_arms(new), pair,
                                                                _lead_pairs.lead_arm(self, a, b)):
                return restore()  # the second clause compares its own arm with the lead's, or the sentence is uncut
            pair = self._two_arms(new)
            if kind == "while" and not new and not any(  # "while maintaining accuracy": a condition (conditions.py)
                    f.span is not None and f.span.start == self.toks[p0 - 1].start for f in self.facts):
                self.used[p0 - 1] = ""  # "while matching its TTFT": the joiner introduced nothing read
                self.justified.discard(p0 - 1)
                if prose_only(self, p0, p1):
                    self.used[p0 - 1] = "inert"  # "while keeping rich features and great usability": prose
        if len(parts) > 1 and self._mirrored(self.assertions[snap[1]:]):
            # production: mirrored_hint -- "MII-Public offers over 15x throughput improvement while MII-Azure offers
            # over 40x throughput improvement", "A is 15x faster while B is 40x faster": each clause took the other's
            # arm as its baseline, and the two comparisons then contradict each other by construction (A over B and B
            # over A on the same metric): the baseline is some third arm the words do not name. Read again with no
            # clause taking another's arm (each binds only what it names, or the witness's one declared baseline);
            # where the two still face each other (a witness of two arms), the sentence is left unread: never false
            restore()
            return self._read_parts(a, b, cuts, hints=False) if hints else True
        return True

    @staticmethod
    def _mirrored(new: list[Assertion]) -> bool:
        """Two comparisons of the same metric and statistic with their arms the other way round, each saying its
        treatment is ahead (ratios both above 1, or both below; percent changes of the same sign): they cannot both
        hold (production mirrored_hint)."""
        comp = [x for x in new if x.form in ("ratio", "percent_change") and x.value and x.treatment and x.baseline
                and x.treatment != x.baseline and not x.negated and x.relation in ("=", ">", ">=")]
        for k, x in enumerate(comp):
            for y in comp[k + 1:]:
                if (x.form, x.metric, x.statistic) != (y.form, y.metric, y.statistic) \
                        or (x.treatment, x.baseline) != (y.baseline, y.treatment):
                    continue
                if x.form == "ratio" and (x.value > 1) == (y.value > 1) and x.value != 1 and y.value != 1:
                    return True
                if x.form == "percent_change" and x.relation == y.relation == "=" and x.value * y.value > 0:
                    return True
        return False

    @staticmethod
    def _two_arms(new: list[Assertion]) -> tuple[str, str] | None:
        """(treatment, baseline) where the assertions bind exactly those two arms, each in that role."""
        pairs = {(x.treatment, x.baseline) for x in new if x.baseline}
        if len(pairs) != 1:
            return None
        t, b = next(iter(pairs))
        if any(x.treatment not in (t, None) for x in new if not x.baseline):
            return None  # a value of another arm ("X serves 4 req/s, 1.5x more than Y" names only X's)
        return (t, b) if t and b and t != b and t != "*" else None

    _last_unread = -2

    def _caused(self, k: int) -> bool:
        """production: causative -- a causative verb (vocabulary.CAUSATIVE_VERBS) at ``k`` is inert only right before
        words a construct read ("the" aside), not after a negation: "Enabling APC made TTFT 4x lower", "Doubling
        concurrency made throughput 1.8x higher", "APC makes the first token arrive 450 ms sooner"."""
        j = k + 1 + (k + 1 < len(self.toks) and self.toks[k + 1].low == "the")
        prev = self.toks[k - 1].low if k > 0 else ""
        if j + 1 < len(self.toks) and self.toks[j].kind == "word" and self.toks[j].low in CAUSED_SPEED_OBJECTS \
                and self.used[j] in ("", "inert") and self.used[j + 1] == "read" and self.toks[j + 1].kind != "arm":
            # "FlashInfer makes serving up to 3x faster": the object names the run's work itself (the comparison after
            # it, read by its own construct, is the treatment's against the baseline)
            j += 1
        if j >= len(self.toks) or self.used[j] != "read" or prev in ("not", "never") or prev.endswith("n't"):
            return False
        if self.toks[j].low in CAUSED_REQUEST_WORDS and not (
                j + 1 < len(self.toks) and self.toks[j + 1].low in ("throughput", "latency", "latencies", "rate")):
            # "made each request take 60% less time" (claims.amounts.request_time_change); not "made each request
            # finish ...", which the count frames read as every request completing
            return any(self.toks[x].low in ("take", "takes") and self.used[x] == "read"
                       for x in range(j + 1, min(j + 4, len(self.toks))))
        return True

    def _elided_predicate(self, k: int) -> bool:
        """Token k is an auxiliary that stands for a left-out predicate: after a joiner and an arm, at the end of its
        clause ("..., but BF16 did.", "while c16 was", "and TGI does too")."""
        toks = self.toks
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if nxt is not None and nxt.low in ("too", "not") or (nxt is not None and nxt.kind == "word" and nxt.low == "n't"):
            nxt = toks[k + 2] if k + 2 < len(toks) else None
        if nxt is not None and not (nxt.kind == "punct" and nxt.text in ".;!?,"):
            return False
        if k < 2 or toks[k - 1].kind != "arm":
            return False
        return toks[k - 2].low in ELIDED_JOINERS or toks[k - 2].text == ","

    def _hyphen_inside(self, k: int) -> bool:
        """Token k is a word of a hyphenated compound (the lexer dropped a ``-`` glued on each side)."""
        t, text = self.toks[k], self.text
        return 0 < k < len(self.toks) - 1 and t.start >= 1 and text[t.start - 1] in "-_" and t.end < len(text) \
            and text[t.end] in "-_" and self.toks[k - 1].end == t.start - 1 and self.toks[k + 1].start == t.end + 1
    #: (treatment, baseline) where the witness has two arms that declare those roles: the pair of a
    #: comparison that names neither arm (production: declared_pair)
    roles: tuple[str, str] | None = None
    #: the one arm whose declared role is baseline, in a witness of three arms or more (production: sole_baseline)
    sole_baseline: str | None = None
    #: {setting key: {arm: (value, as declared)}}: the arms' declared numeric settings (production: transition)
    sweep: dict = {}
    #: the word sequences that quantify over every arm of this witness ("both rates": production quantified_arms)
    quantified: list = []


@dataclass
class ReadResult:
    reading: Reading
    unbound: list[tuple[Span, str]]
    core_text: list[str]
    read: list[Span] = field(default_factory=list)  # the statement's tokens a surviving construct consumed
    scope_unread: list[Span] = field(default_factory=list)  # the scope's words not read (offsets in the scope)
    #: (start, end) of the statement's words that name an arm by what the witness declares, not by what they say
    #: ("(off)": production state_label): a contradiction in their sentence is not an accusation (grade)
    implied_arms: list[tuple[int, int]] = field(default_factory=list)
    #: (source, start, end) of each assertion production declared_pair gave the witness's declared roles (grade: a
    #: contradiction counts only where the other order is contradicted too)
    roles_implied: list[tuple[str, int, int]] = field(default_factory=list)


def read(statement: str, scope: str = "", evidence_arms: dict[str, list[str]] | None = None, *,
         kind: str | None = None, settings: list[str] | None = None,
         arm_settings: dict[str, dict] | None = None) -> Reading:
    """The reading of ``statement`` (plus the checkable facts of ``scope``) against the witness's
    arm names and aliases (``evidence_arms``: name -> aliases) and declared arm settings."""
    return read_full(statement, scope, evidence_arms, kind=kind, settings=settings, arm_settings=arm_settings).reading


def _declared_pair(evidence_arms: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> tuple[str, str] | None:
    """(treatment, baseline) of a witness of exactly two arms that declare one role each."""
    if len(evidence_arms) != 2 or not arm_settings:
        return None
    by_role = {(arm_settings.get(n) or {}).get("role"): n for n in evidence_arms}
    if set(by_role) != {"treatment", "baseline"}:
        return None
    return by_role["treatment"], by_role["baseline"]


def _bare_role_pair(evidence_arms: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> tuple[str, str] | None:
    """(treatment, baseline) of a declared pair (``_declared_pair``) whose two arms declare no setting that differs
    (production ellipsis_arm: "X reaches 4.1 req/s vs 3.55 req/s without" names the baseline only where nothing but
    the treatment itself is declared to set them apart; two differing settings leave "without" unread)."""
    pair = _declared_pair(evidence_arms, arm_settings)
    if pair is None:
        return None
    a, b = ((arm_settings or {}).get(n) or {} for n in pair)
    if any(a.get(k) != b.get(k) for k in (set(a) | set(b)) - {"role"}):
        return None
    return pair


def _sole_baseline(evidence_arms: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> str | None:
    """The one arm of three or more whose declared role is baseline (the others declaring another role or none)."""
    if len(evidence_arms) < 3 or not arm_settings:
        return None
    base = [n for n in evidence_arms if (arm_settings.get(n) or {}).get("role") == "baseline"]
    return base[0] if len(base) == 1 else None


def _sweep(evidence_arms: dict[str, list[str]], arm_settings: dict[str, dict] | None
           ) -> dict[str, dict[str, tuple[Decimal, object]]]:
    """{setting key: {arm: (value, value as declared)}} of the numeric settings the arms declare
    (``_SWEEP_KEYS``): what a transition ("from concurrency 16 to 32") resolves its two values against."""
    out: dict[str, dict[str, tuple[Decimal, object]]] = {}
    if not arm_settings:
        return out
    for key, names in _SWEEP_KEYS.items():
        for arm in evidence_arms:
            st = arm_settings.get(arm) or {}
            vals = {(Decimal(str(st[n])), st[n]) for n in names if isinstance(st.get(n), (int, float))
                    and not isinstance(st.get(n), bool) and st[n] > 0}
            if len({d for d, _ in vals}) == 1:
                out.setdefault(key, {})[arm] = next(iter(vals))
    return out


def quantified_phrases(names: list[str], arm_settings: dict[str, dict] | None) -> list[tuple[str, ...]]:
    """Production: quantified_arms -- the word sequences that say "every arm" of this witness, longest first: a
    quantifier and a setting's noun (vocabulary.QUANTIFIED_SETTINGS) where every arm declares that setting and each
    declares a different value ("both rates" of two arms, "all three batch sizes" of three, "every concurrency
    level" / "each rate" / "all rates" of any number); "load" words where the request rate or the concurrency is the
    one load setting the arms differ in; "both configurations" (vocabulary.QUANTIFIED_ARM_NOUNS) of two arms."""
    n = len(names)
    if n < 2:
        return []
    sweep = _sweep({a: [] for a in names}, arm_settings)
    full = {k: v for k, v in sweep.items() if len(v) == n}
    distinct = {k for k, v in full.items() if len({d for d, _ in v.values()}) == n}
    same = {k for k, v in full.items() if len({d for d, _ in v.values()}) == 1}
    declared_any = {k for k, v in sweep.items() if v}
    out: list[str] = []
    words_n = {v: w for w, v in NUMBER_WORDS.items()}

    def quantify(sing: tuple[str, ...], plur: tuple[str, ...]) -> None:
        for p in plur:
            out.extend([f"all {p}", f"all the {p}", f"each of the {p}"] + (
                [f"both {p}", f"both the {p}"] if n == 2 else [f"all {n} {p}"] + (
                    [f"all {words_n[n]} {p}"] if n in words_n else [])))
        for p in sing:
            out.extend([f"every {p}", f"each {p}"] + ([f"either {p}"] if n == 2 else []))

    for key, (sing, plur) in QUANTIFIED_SETTINGS.items():
        if key == "load":
            ok = ("request_rate" in distinct and ("concurrency" in same or "concurrency" not in declared_any)) or (
                "concurrency" in distinct and ("request_rate" in same or "request_rate" not in declared_any))
        else:
            # a numeric sweep's key, or a key every arm declares a different word for ("for all three KV cache data
            # types": kv_cache_dtype auto / fp8_e4m3 / fp8_e5m2)
            words = [((arm_settings or {}).get(a) or {}).get(key) for a in names]
            ok = key in distinct or (all(isinstance(v, str) and v.strip() for v in words)
                                     and len({v.strip().lower() for v in words}) == n)
        if ok:
            quantify(sing, plur)
    if n == 2:
        out.extend(f"both {p}" for p in QUANTIFIED_ARM_NOUNS)
        out.extend(EITHER_WAY_PHRASES)  # production: either_way -- "under 200 ms either way"
    for p in QUANTIFIED_ARM_NOUNS:  # "across all three setups", "in all configurations": every arm, whatever it declares
        out.extend([f"all {p}", f"all the {p}", f"each of the {p}"] + ([] if n == 2 else [f"all {n} {p}"] + (
            [f"all {words_n[n]} {p}", f"all the {words_n[n]} {p}", f"each of the {words_n[n]} {p}"]
            if n in words_n else [])))
    if n > 2 and n in words_n:  # production: quantified_arms -- "in all three", "across all 3": every arm, bare
        out.extend([f"all {n}", f"all {words_n[n]}", f"all the {words_n[n]}", f"each of the {words_n[n]}"])
    for p in QUANTIFIED_ARM_NOUN:  # "each configuration", "in either configuration": every arm, whatever it declares
        out.extend([f"every {p}", f"each {p}"] + ([f"either {p}"] if n == 2 else []))
    engines = [((arm_settings or {}).get(a) or {}).get("engine") for a in names]
    if all(isinstance(e, str) and e.strip() for e in engines) and len({e.strip().lower() for e in engines}) == n:
        quantify(*QUANTIFIED_ENGINE_NOUNS)  # "both engines": each arm its own engine
    if _time_order(names, arm_settings) is not None:
        quantify(*TIME_QUANTIFIED_NOUNS)  # "in both builds", "both weeks": two arms ordered in time (revisions.py)
    # production: quantified_tested -- "at every concurrency level tested", "in all configurations we tried": the
    # quantified arms are the tested ones (vocabulary.QUANTIFIED_TESTED_TAILS)
    out += [f"{p} {t}" for p in out if p not in EITHER_WAY_PHRASES for t in QUANTIFIED_TESTED_TAILS]
    seqs = {_phrase_words(p) for p in out}
    return sorted(seqs, key=lambda w: (-len(w), w))


@__import__("functools").lru_cache(maxsize=4096)
def _setting_words(key: str, value: object) -> frozenset[str]:
    """The setting phrases of ``key = value`` as an arm token writes them (words joined by spaces)."""
    return frozenset(" ".join(_phrase_words(p)) for p in setting_phrases(key, value) + value_words(key, value))




def _not_gpu_phrase(phrase: str) -> bool:
    """An arm name or alias that names no GPU (production scope_gpu)."""
    return GPU_RE.search(phrase.replace("-", " ").replace("_", " ")) is None


def _unsigned_zero_changes(statement: str, reading: Reading) -> None:
    """Removes each statement assertion that is a percent change bounded by 0 (relation <, <=, > or >=, value 0): its
    direction (a rise or a fall) is the sign of its value, and 0 has none. Its span joins ``reading.unread``."""
    keep = []
    for a in reading.assertions:
        if a.form == "percent_change" and a.value == 0 and a.relation in ("<", "<=", ">", ">=") \
                and a.source == "statement":
            if a.span is not None and not any(u.start <= a.span.start < u.end for u in reading.unread):
                reading.unread.append(Span(start=a.span.start, end=a.span.end, text=statement[a.span.start:a.span.end]))
            continue
        keep.append(a)
    reading.assertions[:] = keep


def read_full(statement: str, scope: str = "", evidence_arms: dict[str, list[str]] | None = None, *,
              kind: str | None = None, settings: list[str] | None = None,
              arm_settings: dict[str, dict] | None = None) -> ReadResult:
    arms, shared = arm_phrases(evidence_arms or {}, arm_settings)
    counts = config_counts(arm_settings, list(evidence_arms or {}))
    r = _Reader(statement, arms, kind, list(settings or []), "statement", shared,
                on_off=_on_off_pair(evidence_arms or {}, arm_settings), counts=counts,
                # production: ellipsis_arm -- in a treatment / baseline pair with no on / off setting, "with X ... without
                # (it)" too: the treatment with X, the baseline without (claimcheck/claims/ellipsis.py)
                # production: without_arm -- "1.22 s without EAGLE-3 vs 0.90 s with the draft model" (ellipsis.py)
                role_pair=_bare_role_pair(evidence_arms or {}, arm_settings),
                flags=bare_table(arm_settings, list(evidence_arms or {})),
                own_flags=own_keys(arm_settings, list(evidence_arms or {})),
                values=(_value_arms.value_table(arm_settings, list(evidence_arms or {})),
                        _value_arms.key_forms(arm_settings, list(evidence_arms or {}))),
                slo=_slo_phrases.declared_slo(arm_settings, list(evidence_arms or {})),
                time_order=_time_order(list(evidence_arms or {}), arm_settings, evidence_arms),
                declared=_declared_pair(evidence_arms or {}, arm_settings),
                quantified=quantified_phrases(list(evidence_arms or {}), arm_settings),
                sweep=_sweep(evidence_arms or {}, arm_settings))
    r.roles = _declared_pair(evidence_arms or {}, arm_settings)
    r.sole_baseline = _sole_baseline(evidence_arms or {}, arm_settings)
    r.arm_settings = arm_settings or {}
    r.sweep = _sweep(evidence_arms or {}, arm_settings)
    r.quantified = quantified_phrases(list(evidence_arms or {}), arm_settings)
    if "gpus" in counts:  # production: arm_by_config -- "from 1 to 4 GPUs": the tensor-parallel size, where it is the GPUs
        r.sweep["gpus"] = {a: (Decimal(v), v) for a, v in counts["gpus"].items()}
    reading = r.run()
    unbound = list(r.unbound)
    core_text = list(r.core_text)
    read_spans = list(r.read_spans)
    # production: bound_values -- a sentence left partly unread, read as values bound to the arm beside each
    # (claimcheck/claims/bound_values.py; never an accusation: grade holds a contradiction back)
    # production: bound_change -- its from-to pair and change word ("down from 205 ms with A to 158 ms with B",
    # "roughly halved: 61 ms in A vs 30 ms in B"), checked as a direction / a factor (bound_values._change)
    # production: stated_comparison -- "the p99 ITL of A (10.9 ms) is lower than the median ITL of B (11.0 ms)": read as a
    # check of the sentence's own two values (bound_values._compared)
    _bound_values.complete(statement, reading, unbound, core_text, arms, r.roles, r.sole_baseline)
    # a value bound_values read is read (coverage by construction: its words were left with no role before, "at 12
    # requests per second with prefix caching on" -- neither read, inert nor unread)
    read_spans += [a.span for a in reading.assertions if a.source == "statement" and a.span is not None
                   and a.tolerance is not None and _bound_values.BOUND_RULE in a.tolerance.rule]
    # production: size_bound -- "increases slightly, from 54.6 ms to 57.7 ms": a word of a small size stays read only
    # where its sentence states the change's size within the word's limit (claimcheck/claims/size_words.py)
    _size_words.bound(statement, r.toks, r.used, reading)
    # production: same_count -- "the same" kept inert only where the count after it is every arm's (same_counts.py)
    _same_counts.settle(statement, r.same_counts, reading)
    # production: concessive_arm -- the bound of the arm after "even", and that arm the hardest case (held back where
    # contradicted); with no such bound "even" stays unread (claimcheck/claims/concessive_arms.py)
    _concessive_arms.presuppose(statement, r.even_arms, reading, core_text, list(evidence_arms or {}))
    # a percent change bounded by 0 ("fell by more than 0%", "rose by at least 0%") carries its direction in the sign of
    # its value, which 0 has not: "fell by more than 0%" was checked as a rise (and graded false). Not read: the span
    # stays unread, never an assertion (coverage by construction: its words are named)
    _unsigned_zero_changes(statement, reading)
    if scope.strip():
        if arm_settings and any((st or {}).get("hardware") for st in arm_settings.values()):
            # production arm_by_hardware names arms in the statement only: the scope's GPUs are hardware facts, bound to
            # the arms that ran on them with their counts and memory (claimcheck/claims/arm_hardware.py bind_scope);
            # production: arm_hardware_list -- "one H100 80GB replica vs one L40S 48GB replica": the words that list
            # the arms' GPUs are read by arm_hardware.listing_words (grade.read_and_check)
            arms = arm_phrases(evidence_arms or {}, {n: {k: v for k, v in (st or {}).items() if k != "hardware"}
                                                     for n, st in arm_settings.items()})[0]
        # production: scope_gpu -- in the scope a GPU is hardware, never an arm's name or alias ("one NVIDIA H100 80GB
        # vs one L40S", arms named h100 and l40s): its count and memory are facts, checked against the arms' records
        s = _Reader(scope, arms, kind, list(settings or []), "scope", shared, keep_arm=_not_gpu_phrase)
        sr = s.run()
        # from the scope only what it states checkably: counts of the whole witness, GPUs, model sizes
        for a, text in zip(sr.assertions, s.core_text):
            if a.form == "value" and a.tolerance is not None and a.tolerance.rule.startswith("exact count") \
                    and a.metric in ("tasks", "jobs", "runs", "classes", "workers"):
                reading.assertions.append(a)
                core_text.append(text)
        # production: scope_setup -- the engine, its version, the quantization and the declared settings, each checked
        # per arm (claimcheck/claims/scope_facts.py); "CPU offload" is a feature, never the run's CPU
        # production: scope_restated_count -- the scope's GPU / node counts go in with the statement's: a statement
        # count equal to one the scope states, undecided by the witness, is dropped with it (falsebar.decided_scope_counts)
        _scope_facts.offload_cpu(sr, scope)
        reading.context += [f for f in sr.context if f.kind in ("hardware", "model_size", "model")
                            or (f.kind == "setting" and f.key in ("gpu_count", "node_count", "draft_model"))
                            or _scope_facts.taken(f)]
        reading.context += _scope_facts.joined_versions(s.toks, sr, scope, _VERSION)
        reading.context += _scope_facts.negated_arms(s.toks, sr, scope)
        reading.context += _scope_facts.listed_values(s.toks, sr, scope, arm_settings)
        reading.context += _scope_facts.feature_facts(sr, scope)
        for t in s.toks:
            if t.low in CLOUDS and not any(f.span and f.span.start == t.start for f in sr.context):
                reading.context.append(ContextFact(kind="hardware", key="cloud", value=t.text,
                                                   span=Span(start=t.start, end=t.end, text=t.text), source="scope"))
        import re as _re

        for n, t in enumerate(s.toks):
            if t.low in ("users", "user") and n > 0 and s.toks[n - 1].low in LOAD_CLIENT_ADJECTIVES:
                # "at 24 concurrent users": the load generator's clients (the concurrency the scope's setting reads
                # and checks), not a claim about real users
                continue
            if t.low in ("deployment", "deployments") and n > 0 and _setup_head(s.toks[n - 1], sr.context):
                # "a single-node deployment", "the Qwen2.5-32B deployment on 2 x L40S", "an 8-GPU deployment": the head
                # noun of the run's own setup (its model, engine, GPUs or node count checked as facts), not a claim
                # about a production deployment ("a production deployment", "customer deployments" stay unverifiable)
                continue
            if t.low in UNVERIFIABLE and _re.match(r"-(?:like|style|shaped)\b", scope[t.end:], _re.I):
                # "production-like prompts", "prod-style traffic", "production-shaped prompts": an adjective of the
                # workload the run replayed (as "realistic prompts"), not a claim that the numbers come from production
                continue
            if t.low in ("production", "prod") and _replayed_source(scope, t.start, t.end):
                # "a 60-request replay of long prod prompts (3k-7k tokens)": where the replayed prompts came from; a
                # replay is no measurement in production (held14's staging replay: every statement held back)
                continue
            if t.low in UNVERIFIABLE or (t.low in MONTHS and _month_at(s.toks, n)) \
                    or (t.kind == "ident" and _re.fullmatch(r"\d{4}-\d{2}-\d{2}", t.low)):
                reading.context.append(ContextFact(kind="unverifiable", key="scope", value=t.text,
                                                   span=Span(start=t.start, end=t.end, text=t.text), source="scope"))
        return ReadResult(reading, unbound, core_text, read=read_spans, scope_unread=list(sr.unread),
                          implied_arms=list(r.implied_arms), roles_implied=list(r.roles_implied))
    return ReadResult(reading, unbound, core_text, read=read_spans, implied_arms=list(r.implied_arms),
                      roles_implied=list(r.roles_implied))


#: words before a month name that make "May" the month ("measured in May", "since May", "early May 2025")
_MONTH_LEADS = frozenset({"in", "since", "during", "of", "early", "mid", "late", "until", "by", "from", "through"})


def _month_at(toks, n: int) -> bool:
    """Is the scope's token ``n`` (a month's name) a month? "may" is the modal ("gains may vanish at larger batch
    sizes", a scope's vanishing condition) unless written "May" beside a day or year or after a month lead ("in May",
    "May 2025", "May 12"); every other month name is one."""
    t = toks[n]
    if t.low != "may":
        return True
    if t.text != "May":
        return False
    nxt = toks[n + 1] if n + 1 < len(toks) else None
    prev = toks[n - 1] if n > 0 else None
    return (nxt is not None and nxt.kind == "num") or (prev is not None and prev.low in _MONTH_LEADS)


def _setup_head(prev, context) -> bool:
    """Is ``prev`` (the token before "deployment" in a scope) the end of a setup fact the scope reads -- a model, an
    engine, hardware, a GPU or node count -- or one of SETUP_HEAD_WORDS ("single-node", "8-GPU")?"""
    if prev.low in SETUP_HEAD_WORDS:
        return True
    return any(f.span is not None and f.source == "scope" and f.span.end == prev.end and not f.negated
               and (f.kind in ("model", "hardware", "model_size") or f.key in ("engine", "gpu_count", "node_count"))
               for f in context)


#: "replay of 120 long prod prompts", "replaying production traces": the source of a replayed workload (a replay is a
#: run of its own, not a measurement in production); at most three plain words between "replay of" and the word
_REPLAY_OF = re.compile(r"\b(?:replay(?:ed|s)?\s+of|replaying)\s+(?:(?:\d[\d,]*|[a-z]+)\s+){0,3}$", re.I)
_REPLAYED_NOUN = re.compile(r"\s+(?:(?:chat|user|customer)\s+)?(?:prompts|requests|traces|traffic|conversations|queries|"
                            r"logs|sessions)\b", re.I)
#: words of the part before the word ("not a replay of ...": from the last ";" "," "." ")" "(" on) that leave the word
#: unread as a replayed workload's source: a negation ("not", "no", "never"), "live", "in"
_REPLAY_DENIED = re.compile(r"\b(?:not|no|never|live|in)\b", re.I)


def _replayed_source(scope: str, a: int, b: int) -> bool:
    """Is the word at scope[a:b] the source of a replayed workload ("replay of long prod prompts")?"""
    head = scope[max(0, a - 80):a]
    part = re.split(r"[;,.()]", head)[-1]  # the words of its own part, from "not a replay of ..." on
    return bool(_REPLAY_OF.search(head) and _REPLAYED_NOUN.match(scope[b:]) and not _REPLAY_DENIED.search(part))


# --- not-yet that helps: a phrasing that would read -----------------------------------------

_HINTS = [
    (("up",), "'up to N' reads only before a ratio, a percent change or a rate (the best run: 'up to 1.8x faster "
              "than <arm>'); before a count or a duration it bounds a setting: state the value this witness measured"),
    (("only", "just", "merely"), "a degree word reads only right before a number, a direction word or a relation "
                                 "('only 1.5x faster than <arm>', 'just 97 ms', 'just over 2x'); elsewhere ('only c32 "
                                 "completed') it is a quantifier and is not read"),
    (("significantly", "substantially", "much", "far", "dramatically", "greatly", "considerably"),
     "a degree word is not read: drop it or give the number ('1.8x faster than <arm>')"),
    (tuple(sorted(NEGATIONS)) + ("isn't", "wasn't", "didn't", "doesn't", "aren't", "weren't"),
     "a negation is read only in these places: 'not faster than <arm>', 'no <metric> gain over <arm>', "
     "'none failed', 'it is not true that ...'"),
    (("par", "comparable", "similar", "identical", "same", "matches", "match", "matched", "matching", "equal",
      "equals", "close", "apart", "differ", "differs", "difference"),
     "parity reads with its metric and the reference arm: '<arm> is on par with <arm> in throughput', '<arm> matches "
     "<arm>'s mean TTFT' (within 10%, the hedge tolerance), or a stated tolerance: '<arm> is within 5% of <arm> on "
     "throughput', '<arm>'s mean TTFT is within 10 ms of <arm>'s'"),
    (tuple(sorted(HEDGES)), "put the hedge directly before the number: 'about 1.3x faster than <arm>'"),
    (("%", "percent"), "a percentage reads as 'P% faster than <arm>', '<metric> fell by P% with <arm>', "
                       "'P% padding' or 'from A unit to B unit'"),
    (("x", "×", "times", "fold"), "a ratio reads as 'N x faster than <arm>' or 'N x the <metric> of <arm>'"),
    (("performance", "speed", "perf"), "name the metric: throughput (req/s), output token throughput (tok/s), "
                                       "mean TTFT, p99 E2E latency ..."),
    (("latency", "ttft", "tpot", "itl", "e2el", "throughput"),
     "a metric is read with a value or a comparison in its clause and, per request, a statistic: "
     "'mean TTFT was 200 ms', 'throughput was 1.25x that of <arm>'"),
    (("faster", "slower", "higher", "lower", "better", "worse", "more", "less", "speedup", "improvement"),
     "a comparison needs its baseline arm: '... faster than <arm>' (an arm name, alias or declared setting)"),
    (("than", "over", "vs", "versus", "compared", "against", "relative"),
     "the words after it are not an arm of the witness: use an arm name, an alias or a declared setting"),
    (("we", "our", "us", "i", "my", "you", "results", "result", "show", "shows", "tests", "benchmark", "benchmarks",
      "think", "believe", "guess", "suppose", "feel"),
     "prose that asserts nothing checkable: drop it (conditions belong in --scope)"),
]
_HINTS.append((("low", "high", "moderate", "concurrency", "concurrent", "workload", "workloads", "scenario",
                "scenarios", "dataset", "datasets", "gpu", "gpus", "vram", "node", "nodes", "cluster", "version",
                "parallelism", "batch", "setup", "configuration", "hardware"),
               "a run's setting or hardware reads with its value after a preposition (claimcheck/claims/descriptors.py): "
               "'at concurrency 4' or 'at low concurrency (c=4)', 'on 8x H100', 'on the ShareGPT dataset', 'with TP=2', "
               "'ISL/OSL = 1024/128', 'with vLLM 0.8.5', 'on an M1 Max'; or move it to --scope"))
_HINTS += [  # trade-offs, multipliers and service verbs (tests/claims/test_claims_multipliers.py)
    (("tops", "topped", "peaks", "peaked", "maxes", "maxed"),
     "'tops out at N' / 'peaks at N' reads before a rate only, with the arm named before the verb ('At concurrency 32, "
     "vLLM tops out at 9.7 req/s'): the best run"),
    (("costs", "cost", "costing"), "a cost reads as 'costs N x in <metric>', 'costs N% in throughput' or 'costs N x "
                                   "higher <metric> than <arm>' (the metric's worse direction)"),
    (("half",), "'cuts <metric> in half', 'dropped by nearly half', 'half the <metric> of <arm>' read; 'by more than "
                "half' does not: give the factor"),
    (("mere", "modest"), "'a mere N%' / 'a modest N%' reads right before a number only"),
    (("server", "engine", "system"), "'the server sustains N req/s at <setting>': the system noun reads before a "
                                     "service verb, the arm by its setting or name"),
    (("but",), "a second predicate after 'but' with no arm of its own continues the first clause's two arms ('X is 1.5x "
               "faster than Y but more than doubles mean TTFT'); under 'it is not true that' it is not read"),
]
_HINTS += [  # the public real-sentence corpus's unread frames (tests/claims/real_sentences/REPORT.md)
    (("such",), "a class named by an example ('compared to leading systems such as vLLM') is not one arm: name the arm "
                "the number is against ('2.5x higher output throughput than vLLM')"),
    (("typically", "usually", "often", "generally"),
     "a habit over many runs is not one measurement: state the measured run's number ('<arm> reached 60 tok/s')"),
    (("average", "cases"),
     "an average over cases the witness does not hold ('on average across these cases') is not read: give the "
     "measured case's number, or a statistic of one metric ('mean TTFT 120 ms')"),
    (("regressed", "regression", "regress"),
     "a regression reads with its metric and arms: 'output throughput fell 14% from main to pr-1234'"),
]
_HINTS += [  # capability words, delivery and speed-up verbs (tests/claims/test_claims_gain_nouns.py)
    (("can", "could", "able", "capable"),
     "a capability reads only right before its bound: 'can achieve up to 2x higher throughput than <arm>', 'is able to "
     "deliver up to 2x' (the best run); with no bound state what was measured ('achieves 2x ...'); 'cannot', 'might', "
     "'may', 'should' are not read"),
    (("enable", "enables", "enabled", "enabling"),
     "'enables' reads only right before the comparison it delivers: 'enables up to 4x higher throughput than <arm>'"),
    (("speeds", "sped", "accelerates", "accelerated", "accelerate"),
     "'speeds up <inference | serving | generation | a throughput metric> by N x' reads ('speeds up inference by 2x "
     "over <arm>'); a latency object does not: say 'N x lower mean TTFT'"),
]
_HINT_BY_WORD = {w: h for words, h in _HINTS for w in words}
#: after a metric: the window is the whole run, which is how the witness measures every per-arm metric
#: the nouns of repetitions: "over 3 runs" / "over one run" counts them, it does not bound them
_RUN_NOUNS = frozenset({"runs", "trials", "repetitions", "iterations", "run", "trial", "repetition", "iteration"})
_WHOLE_RUN = tuple(tuple(f"{p} the{w} run".split()) for p in ("over", "across", "during") for w in ("", " whole", " entire"))
#: metric words that name no one metric (vocabulary.UNREAD_METRIC_WORDS): which phrasing would read
_METRIC_WORD_HINTS = {p: f"'{p}' names no one metric ({why}): name it, e.g. 'mean E2E latency', 'mean TTFT', "
                         "'wall time', 'throughput (req/s)'" for p, why in UNREAD_METRIC_WORDS.items()}

def _degree_hint(low: str, arm_settings: dict[str, dict] | None) -> str | None:
    """"low / high concurrency" left unread on a witness whose arms declare a concurrency: the value each arm declares,
    to say instead (none declared: None, the general hint for a setting)."""
    words = low.split()
    if "concurrency" not in words or not {"low", "high", "lower", "higher", "lowest", "highest", "moderate",
                                           "medium"} & set(words):
        return None
    conc = {n: st.get("concurrency", st.get("max_concurrency")) for n, st in (arm_settings or {}).items()
            if isinstance(st, dict)}
    conc = {n: v for n, v in conc.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    if not conc:
        return None  # the general hint for a run's setting (_HINTS)
    said = ", ".join(f"{n} at concurrency {v:g}" for n, v in sorted(conc.items(), key=lambda x: (x[1], x[0])))
    return ("'low' / 'high concurrency' reads only as the lowest / highest point of a concurrency sweep every arm "
            f"declares (two values differ; the clause's arm at that point); this witness declares {said}: say the "
            f"number ('at concurrency {min(conc.values()):g}')")


def unread_hint(text: str, arms: list[str] | None = None, arm_settings: dict[str, dict] | None = None) -> str:
    """For an unread span, which phrasing would read (issue 16 item 6): a hint by the first word
    of the span that has one; a number; else a pointer to the frames. ``arm_settings``: what each arm declares
    (``arm_declarations``), for a hint that names the witness's own values."""
    toks = _tokens(text)
    low = " ".join(t.low or t.text.lower() for t in toks)
    degree = _degree_hint(low, arm_settings)
    if degree is not None:
        return f"not read: '{text}'; would read: {degree}"
    for phrase, metric_hint in _METRIC_WORD_HINTS.items():
        if f" {phrase} " in f" {low} " or f" {phrase}s " in f" {low} ":  # a metric word naming no one metric first
            return f"not read: '{text}'; would read: {metric_hint}"
    for t in ([] if __import__("re").search(r"\d\s*[-\u2013]\s*\d", text) else toks):
        w = t.low or t.text.lower()
        if w in _HINT_BY_WORD:
            hint = _HINT_BY_WORD[w]
            break
        if t.kind == "punct" and t.text == "-" and t.i + 1 < len(toks) and toks[t.i + 1].kind == "num" and t.i > 0 \
                and toks[t.i - 1].kind == "num":
            hint = ("a range reads as '1.8-2.7x faster than <arm>' or '13-33% faster than <arm>' (a ratio or a percent "
                    "change, both ends with a unit)")
            break
    else:
        if __import__("re").search(r"\d\s*[-\u2013]\s*\d", text):
            hint = ("a range reads as '1.8-2.7x faster than <arm>' or '13-33% faster than <arm>' (a ratio or a percent "
                    "change, both ends with a unit)")
        elif any(t.kind == "num" for t in toks):
            hint = ("give the number a unit and a metric: '3.0 req/s', 'mean TTFT 200 ms', '12 requests', "
                    "'1.25x the throughput of <arm>'")
        else:
            hint = ("not a word of the claim grammar (docs/claim-check.md, Grammar): rephrase with a frame such as "
                    "'<arm> reached 3.0 req/s', '<arm> was 1.25x faster than <arm>', "
                    "'mean TTFT fell from 500 ms to 200 ms with <arm>', or move context to --scope")
    if arms and "<arm>" in hint:
        hint += f" (arms: {', '.join(arms[:6])})"
    return f"not read: '{text}'; would read: {hint}"
