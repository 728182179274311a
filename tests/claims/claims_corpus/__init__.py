"""The claim-check corpus: hand-written statements, each graded against a sealed witness whose
numbers were worked out by hand from the rows written here (see ``witnesses.HAND``), with the
verdict a careful reviewer expects and a one-line reason (``corpus.ROWS``)."""
