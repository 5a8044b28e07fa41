import { describe, expect, it } from 'vitest';
import { writtenByTester } from './baselineFiles';

/** The first 26 bytes of a PNG: signature, IHDR length and type, width, height, bit depth, colour type. */
function pngHead(colourType: number) {
  const head = Buffer.alloc(26);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(1280, 16);
  head.writeUInt32BE(900, 20);
  head[24] = 8;
  head[25] = colourType;
  return head;
}

describe('writtenByTester', () => {
  it('knows the RGBA picture the tester writes from an optimized RGB or palette one', () => {
    expect(writtenByTester(pngHead(6))).toBe(true);
    expect(writtenByTester(pngHead(2))).toBe(false);
    expect(writtenByTester(pngHead(3))).toBe(false);
  });

  it('does not take other bytes for a PNG', () => {
    expect(writtenByTester(Buffer.from('not a picture at all, just text'))).toBe(false);
  });
});
