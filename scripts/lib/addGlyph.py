"""Adds one character's glyph from one TrueType font to another (scripts/build-fonts.ts).

    python3 scripts/lib/addGlyph.py <into.ttf> <from.ttf> <code point, hex> <out.ttf>

Used for Roboto's ₦, which @fontsource ships in its Latin Extended file: the storefront's Latin
subset gets the one glyph (outline, hinting instructions, advance), and so no file of its own.
Both fonts must come from the same family and version: the glyph's instructions call the
functions of the font program (fpgm), which is checked to be the same. Everything else of the
first font (metrics, kerning, ligatures, hinting tables, its bounding box) stays as it is.
Needs fontTools (Debian: apt-get install python3-fonttools).
"""

import sys

from fontTools.ttLib import TTFont

into_path, from_path, code_point_hex, out_path = sys.argv[1:5]
code_point = int(code_point_hex, 16)
into = TTFont(into_path)
source = TTFont(from_path)

for table in ("fpgm", "prep", "cvt ", "head"):
    if table == "head":
        same = into["head"].unitsPerEm == source["head"].unitsPerEm
    else:
        same = into[table].compile(into) == source[table].compile(source)
    if not same:
        sys.exit(f"addGlyph: the two fonts differ in '{table}': not the same family and version")

source_name = source.getBestCmap()[code_point]
glyph = source["glyf"][source_name]
if glyph.isComposite():
    sys.exit(f"addGlyph: U+{code_point:04X} is a composite glyph, not supported")
name = f"uni{code_point:04X}"
if code_point in into.getBestCmap():
    sys.exit(f"addGlyph: U+{code_point:04X} is already in {into_path}")

# glyf appends the name to the font's glyph order; hmtx and cmap follow it.
into["glyf"][name] = glyph
into["hmtx"][name] = source["hmtx"][source_name]
for table in into["cmap"].tables:
    if table.isUnicode():
        table.cmap[code_point] = name
# The head's bounding box stays the first font's, as the subset left it (no recalculation), so
# maxp's limits are raised here to hold the new glyph's points, contours and instructions.
maxp = into["maxp"]
maxp.maxPoints = max(maxp.maxPoints, len(glyph.coordinates))
maxp.maxContours = max(maxp.maxContours, glyph.numberOfContours)
maxp.maxSizeOfInstructions = max(maxp.maxSizeOfInstructions, len(glyph.program.getBytecode()))
into.recalcBBoxes = False
into.save(out_path)
