"""
Writes "Hangul Placeholder" into index.html's inline script (decision 027): a 644-byte font whose
every Hangul syllable and compatibility jamo is an empty glyph exactly as wide as Pretendard's
(1770/2048 em, the same in every weight). On a device without any Korean font it stands in for
Pretendard while the subsets load, so the text takes its final width from the first paint (no boxes,
no layout shift when Pretendard arrives). Run after a Pretendard upgrade:

    pip install fonttools && python3 apps/web/scripts/hangul-placeholder-font.py
"""

import base64
import io
import re
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

ROOT = Path(__file__).resolve().parents[1]
PRETENDARD = ROOT.parents[1] / "node_modules/pretendard/dist/public/static/Pretendard-Regular.otf"
OUT = ROOT / "index.html"
FAMILY = "Hangul Placeholder"
# Hangul compatibility jamo, Hangul syllables.
RANGES = [(0x3131, 0x318E), (0xAC00, 0xD7A3)]

source = TTFont(PRETENDARD)
units = source["head"].unitsPerEm
cmap = source.getBestCmap()
advances = {source["hmtx"][cmap[cp]][0] for lo, hi in RANGES for cp in range(lo, hi + 1) if cp in cmap}
if len(advances) != 1:
    raise SystemExit(f"Pretendard's Hangul is not one width: {sorted(advances)}")
advance = advances.pop()
hhea = source["hhea"]

builder = FontBuilder(units, isTTF=True)
builder.setupGlyphOrder([".notdef", "hangul"])
builder.setupCharacterMap({})
# One many-to-one range per block (format 13) instead of a glyph index for each of 11,225 code points.
many_to_one = CmapSubtable.newSubtable(13)
many_to_one.platformID, many_to_one.platEncID, many_to_one.language = 3, 10, 0
many_to_one.cmap = {cp: "hangul" for lo, hi in RANGES for cp in range(lo, hi + 1)}
builder.font["cmap"].tables = [many_to_one]
empty = TTGlyphPen(None).glyph()
builder.setupGlyf({".notdef": empty, "hangul": empty})
builder.setupHorizontalMetrics({".notdef": (advance, 0), "hangul": (advance, 0)})
builder.setupHorizontalHeader(ascent=hhea.ascent, descent=hhea.descent)
builder.setupNameTable({"familyName": FAMILY, "styleName": "Regular"})
builder.setupOS2(
    sTypoAscender=hhea.ascent,
    sTypoDescender=hhea.descent,
    sTypoLineGap=0,
    usWinAscent=hhea.ascent,
    usWinDescent=-hhea.descent,
)
builder.setupPost()
buffer = io.BytesIO()
builder.save(buffer)
data = base64.b64encode(buffer.getvalue()).decode("ascii")

# The font's bytes and ranges go into index.html's inline script, on the two lines that carry them.
ranges = ", ".join(f"U+{lo:04X}-{hi:04X}" for lo, hi in RANGES)
html = OUT.read_text()
html, fonts = re.subn(r"const font = '[^']*';", f"const font = '{data}';", html)
html, faces = re.subn(r"unicodeRange: '[^']*'", f"unicodeRange: '{ranges}'", html)
if fonts != 1 or faces != 1:
    raise SystemExit("index.html: expected one `const font = '…'` and one `unicodeRange: '…'`")
OUT.write_text(html)
print(f"{OUT.relative_to(ROOT.parents[1])}: {len(buffer.getvalue())} bytes of font, advance {advance}/{units}")
