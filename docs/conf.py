"""Sphinx configuration of the XiaPL documentation site.

Built by ``python ci/build_docs.py`` (warnings are errors): the reference pages
are the Markdown files beside this one, read as they are by myst-parser; the
API reference (api.rst) and the C API reference (c-api-reference.md) are
written at build time, from ``xiapl.__all__`` and the docstrings, and from
the ``/*!`` blocks of capi/include/xiapl/xiapl.h.in (docs/_ext/xiapl_docs.py).
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))

project = "XiaPL"
author = "The XiaPL developers"
copyright = "The XiaPL developers"

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "xiapl_docs",
]

source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_ext", "requirements.txt"]

# The pages link each other's sections as page.md#heading, as GitHub renders them.
myst_heading_anchors = 4
myst_enable_extensions = ["colon_fence"]

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "undoc-members": True, "show-inheritance": False}

html_theme = "alabaster"
html_title = "XiaPL"
html_static_path: list[str] = []
html_show_sourcelink = False
html_copy_source = False
