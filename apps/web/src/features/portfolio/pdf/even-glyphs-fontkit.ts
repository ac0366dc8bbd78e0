import fontkit from '@pdf-lib/fontkit';

/**
 * @pdf-lib/fontkit 1.1.1 with one fix (decision 133): its TrueType subset writes each glyph at the offset
 * where the previous one ended, but when the subset's `loca` table is the short format (offsets / 2), a
 * glyph of odd length shifts every later glyph by a byte. Pretendard's Hangul syllables are composite
 * glyphs whose parts are appended last, so they vanished from the rendered page (pdftotext still read
 * them). Each glyph is padded to an even length, as the TrueType format asks.
 */
type Buf = { length: number; constructor: { concat(list: Buf[]): Buf; alloc(n: number): Buf } };
type SubsetProto = { _addGlyph(this: SubsetThis, gid: number): number };
type SubsetThis = { glyf: Buf[]; offset: number };
type FontWithSubset = { createSubset(): object };

const patched = new WeakSet<object>();

function padGlyphs(proto: SubsetProto) {
  if (patched.has(proto) || typeof proto._addGlyph !== 'function') return;
  patched.add(proto);
  const add = proto._addGlyph;
  proto._addGlyph = function (this: SubsetThis, gid: number) {
    const index = add.call(this, gid);
    const buffer = this.glyf[index]!;
    if (buffer.length % 2 === 1) {
      this.glyf[index] = buffer.constructor.concat([buffer, buffer.constructor.alloc(1)]);
      this.offset += 1;
    }
    return index;
  };
}

type Fontkit = typeof fontkit;

export const evenGlyphsFontkit: Fontkit = {
  ...fontkit,
  create(data: Parameters<Fontkit['create']>[0], postscriptName?: string) {
    const font = fontkit.create(data, postscriptName);
    const subsettable = font as unknown as FontWithSubset;
    const createSubset = subsettable.createSubset.bind(font);
    subsettable.createSubset = () => {
      const subset = createSubset();
      padGlyphs(Object.getPrototypeOf(subset) as SubsetProto);
      return subset;
    };
    return font;
  },
};
