import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';

/** The head of a PNG: the signature and the IHDR chunk with the size (the CRC is not checked). */
function pngHead(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

/** The head of a baseline JPEG: SOI, an APP0 segment, then the frame header with the size. */
function jpegHead(width: number, height: number, marker = 0xc0): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(9)]);
  const sof = Buffer.from([0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]), sof, Buffer.alloc(20)]);
}

describe('image size from the file header', () => {
  it('reads PNG, baseline and progressive JPEG, GIF and BMP', () => {
    expect(imageSize(pngHead(1600, 400))).toEqual({ kind: 'png', width: 1600, height: 400 });
    expect(imageSize(jpegHead(1600, 400))).toEqual({ kind: 'jpeg', width: 1600, height: 400 });
    expect(imageSize(jpegHead(1599, 401, 0xc2))).toEqual({ kind: 'jpeg', width: 1599, height: 401 });
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x40, 0x06, 0x90, 0x01]), Buffer.alloc(10)]);
    expect(imageSize(gif)).toEqual({ kind: 'gif', width: 1600, height: 400 });
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(1600, 18);
    bmp.writeInt32LE(-400, 22); // top-down rows
    expect(imageSize(bmp)).toEqual({ kind: 'bmp', width: 1600, height: 400 });
  });

  it('answers null for other files and for headers cut short', () => {
    expect(imageSize(Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00]))).toBeNull(); // an icon
    expect(imageSize(Buffer.from('just text'))).toBeNull();
    expect(imageSize(pngHead(1600, 400).subarray(0, 20))).toBeNull();
    expect(imageSize(jpegHead(1600, 400).subarray(0, 30))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });
});
