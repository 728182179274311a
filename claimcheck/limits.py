"""The size limits, in one place, shared by every writer and its reader.

A writer never writes what its reader refuses: ``seal`` checks the receipt it is about to
write against the same numbers ``verify`` reads it with, and ``catalog init/add/reconcile``
check the catalog they are about to write against the numbers every command loads it with.
Readers look the limits up here at call time (``limits.MAX_RECEIPT_BYTES``), never copy them.

How the numbers were sized (bytes of the canonical, indented JSON that claimcheck writes;
measured with ``canonical_json`` on 1,000 and 2,000 entries):

* a receipt binds each file twice (``subject`` and ``predicate.files``): about
  ``RECEIPT_BYTES_PER_FILE + 2 * len(path)`` bytes per file (371 bytes at a 40-byte path);
* a catalog lists each file once: about ``CATALOG_BYTES_PER_FILE + len(path)`` bytes per
  file, plus about ``CATALOG_BYTES_PER_BUNDLE + len(id) + len(path)`` per bundle.

A big bundle holds ``NORMAL_FILES_PER_BUNDLE`` (10^5) files. The limits leave room for
2.5 times that at paths averaging ``BUDGET_PATH_BYTES`` bytes, and for a catalog of ten
such bundles (or four at the per-bundle maximum). Peak memory while reading a document at
its limit is several times its size (Python objects), which is why the limits are not
larger: a receipt at its limit needs about 1 GiB, a catalog at its limit about 2 GiB.
"""

from __future__ import annotations

#: what a big bundle holds (the scale the limits are sized for)
NORMAL_FILES_PER_BUNDLE = 100_000
#: average path length (UTF-8 bytes, as written) that the byte limits budget for
BUDGET_PATH_BYTES = 100

#: measured per-entry costs (bytes of canonical JSON; sizes up to 12 digits)
RECEIPT_BYTES_PER_FILE = 295
CATALOG_BYTES_PER_FILE = 162
CATALOG_BYTES_PER_BUNDLE = 264

MIB = 1024 * 1024

#: files one receipt may bind (seal refuses more; verify refuses a receipt listing more)
MAX_FILES_PER_BUNDLE = 250_000
#: bytes of receipt.json: 250,000 x (295 + 2 x 100) = 118 MiB, rounded up
MAX_RECEIPT_BYTES = 128 * MIB

#: files one catalog may list, over all its bundles
MAX_CATALOG_FILES = 1_000_000
#: bytes of a catalog: 1,000,000 x (162 + 100) = 250 MiB, rounded up
MAX_CATALOG_BYTES = 256 * MIB

#: a DSSE envelope carries the receipt in base64 (4/3) plus up to 64 signatures
MAX_ENVELOPE_BYTES = (MAX_RECEIPT_BYTES * 4) // 3 + MIB

#: the ``--fast`` stat cache: about 150 + len(path) bytes per file (five integers and a digest)
MAX_STATCACHE_BYTES = 512 * MIB

#: any other JSON document (witness files, claim records, statements)
MAX_DOCUMENT_BYTES = 64 * MIB
#: one line of a JSONL file (witness rows)
MAX_LINE_BYTES = 16 * MIB
#: nesting of any JSON document (claimcheck writes at most 6 levels)
MAX_JSON_DEPTH = 64

#: a time in a witness row (seconds from the run's origin, or a duration): at most about 31.7
#: years either way, so that sums and means over any number of rows stay finite floats
MAX_WITNESS_SECONDS = 1e9
#: a count in a witness (tokens, steps, requests): at most 2**53, the largest integer a float
#: holds exactly, so that every rate and mean computed from counts is a finite float
MAX_WITNESS_COUNT = 2 ** 53
