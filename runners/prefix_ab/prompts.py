"""The prompts of the prefix A/B: a fixed ~700-token base with one fixed-width nonce inside it,
then a short per-task question. Stable message order: ``system`` = base, ``user`` = question.

* unique arm: the nonce is the task's own (8 hex characters derived from the task id), so no
  two tasks share more than the few bytes before the nonce;
* shared arms: every task uses the same nonce, so the base is byte-identical across tasks
  (and across the shared concurrent and sequential arms).

The nonce sits near the start of the base on purpose: a server that reuses the longest common
token prefix can reuse almost nothing in the unique arm and the whole base in the shared arms.
Byte lengths are equal in every arm; token counts may still differ (tokenizer boundaries), and
the server's own prompt-token counts, where it reports them, remain the authority.
"""

from __future__ import annotations

import hashlib
import json

NONCE_WIDTH = 8
DEFAULT_BASE_RECORDS = 20  # 703 SmolLM2 prompt tokens with its chat template (task t00)
SHARED_NONCE_LABEL = "prefix-ab:shared"

_TOPICS = [
    ("harbor crane", "lifts containers from the north pier at dawn"),
    ("orchard ledger", "counts apples, pears and plums picked each week"),
    ("river gauge", "reports water height every fifteen minutes"),
    ("bakery oven", "keeps rye loaves at two hundred degrees"),
    ("library cart", "returns atlases and novels to the third floor"),
    ("weather kite", "measures wind speed above the eastern ridge"),
    ("tram signal", "switches to green when the depot gate opens"),
    ("seed vault", "stores barley, millet and lentil samples in cold rooms"),
    ("clock tower", "chimes twice on the half hour and once at noon"),
    ("ferry roster", "lists the captains who sail after sunset"),
    ("mill wheel", "turns slower when the canal runs low in summer"),
    ("glass kiln", "cools green bottles over nine careful hours"),
    ("bee census", "tracks hives along the meadow fence line"),
]


def nonce_for(task_id: str | None) -> str:
    """A fixed-width (8 hex characters) nonce: the task's own, or the shared one when ``None``."""
    label = SHARED_NONCE_LABEL if task_id is None else f"prefix-ab:task:{task_id}"
    return hashlib.sha256(label.encode()).hexdigest()[:NONCE_WIDTH]


def base_text(nonce: str, records: int = DEFAULT_BASE_RECORDS) -> str:
    if len(nonce) != NONCE_WIDTH:
        raise ValueError(f"nonce must be {NONCE_WIDTH} characters")
    lines = [f"Context pack {nonce}. Read the records below, then answer the task in a few words."]
    for i in range(records):
        name, fact = _TOPICS[i % len(_TOPICS)]
        lines.append(f"Record {i:02d}: the {name} of district {i % 7} {fact}; its keeper files report {1000 + 37 * i}.")
    return "\n".join(lines)


def task_ids(n: int) -> list[str]:
    return [f"t{i:02d}" for i in range(n)]


def task_question(task_id: str, index: int, records: int = DEFAULT_BASE_RECORDS) -> str:
    return f"Task {task_id}: which keeper files report belongs to record {index % max(records, 1):02d}?"


def messages(task_id: str, index: int, *, shared: bool, records: int = DEFAULT_BASE_RECORDS) -> list[dict[str, str]]:
    nonce = nonce_for(None if shared else task_id)
    return [
        {"role": "system", "content": base_text(nonce, records)},
        {"role": "user", "content": task_question(task_id, index, records)},
    ]


def messages_sha256(msgs: list[dict[str, str]]) -> str:
    return hashlib.sha256(json.dumps(msgs, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def base_sha256(msgs: list[dict[str, str]]) -> str:
    return hashlib.sha256(msgs[0]["content"].encode()).hexdigest()
