"""Read-time side of the rules judge's ``changed_frame`` (:mod:`hindsight.judge.changed`): how well a newer memory
the review linked as possibly updating an older one (``metadata.possibly_updated_by``) must answer the query to be
ranked above it (a pass of :func:`hindsight.search.hygiene.newer_first`).

A newer statement that says in so many words that a value was replaced ("Switched everything over to Bitwarden",
"现在晨跑改走环湖了") often shares few of the query's words with the plain older statement ("Where does the user
store passwords?" / "keeps all passwords in KeePassXC"); where the two also share a word of their frame
(:func:`hindsight.language.changes.shared_frame`: 晨跑 / 跑步, "task tracking" / "tracks tasks"), like a change found
by meaning it need answer the query only :attr:`Options.meaning_ratio` as well. Any other link (no change stated, an
onset such as "started", a value added with "also", no frame word in common) keeps :attr:`Options.relevance_ratio`.
"""

from __future__ import annotations

from hindsight.language import changes
from hindsight.search.candidates import Item, Options


def link_ratio(old: Item, new: Item, opts: Options) -> float:
    """The share of the older's score a linked newer memory needs to rank above it."""
    if changes.replaced(new.content) and not changes.added(new.content) and changes.shared_frame(old.content,
                                                                                                 new.content):
        return min(opts.meaning_ratio, opts.relevance_ratio)
    return opts.relevance_ratio
