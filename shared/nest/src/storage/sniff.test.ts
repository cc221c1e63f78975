import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { officeExt, peek, sniff } from './sniff.js';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniff', () => {
  it('recognises files by their first bytes', () => {
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.kind).toBe('png');
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))?.kind).toBe('jpeg');
    expect(sniff(Buffer.from('GIF89a....'))?.kind).toBe('gif');
    expect(sniff(Buffer.from('%PDF-1.7\n'))?.kind).toBe('pdf');
    expect(sniff(bytes(0x50, 0x4b, 0x03, 0x04, 20))?.kind).toBe('zip');
    expect(sniff(Buffer.concat([bytes(0, 0, 0, 0x18), Buffer.from('ftypisom')]))?.kind).toBe('mp4');
    expect(sniff(Buffer.concat([bytes(0, 0, 0, 0x14), Buffer.from('ftypqt  ')]))?.kind).toBe('mov');
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00AVI LIST', 'latin1'))?.kind).toBe('avi');
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))?.kind).toBe('wav');
    expect(sniff(Buffer.from('ID3\x04\x00', 'latin1'))?.kind).toBe('mp3');
    expect(sniff(bytes(0xff, 0xfb, 0x90, 0x64))?.kind).toBe('mp3');
    expect(sniff(Buffer.concat([bytes(0, 0, 0, 0x20), Buffer.from('ftypM4A ')]))?.kind).toBe('m4a');
    expect(sniff(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))?.kind).toBe('svg');
  });

  it('does not trust names or text that pretends', () => {
    expect(sniff(Buffer.from('hello, I am a png'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });

  it('keeps office extensions only for matching containers', () => {
    const zip = sniff(bytes(0x50, 0x4b, 0x03, 0x04))!;
    expect(officeExt(zip, 'Manual.DOCX')).toBe('.docx');
    expect(officeExt(zip, 'evil.exe')).toBe('.zip');
  });
});

describe('peek', () => {
  it('hands back the head and a stream with every byte', async () => {
    const source = Readable.from([Buffer.from('abc'), Buffer.from('defgh'), Buffer.from('ij')]);
    const { head, stream } = await peek(source, 4);
    expect(head.toString()).toBe('abcdefgh');
    expect(await text(stream)).toBe('abcdefghij');
  });

  it('works for a stream shorter than asked', async () => {
    const { head, stream } = await peek(Readable.from([Buffer.from('ab')]), 512);
    expect(head.toString()).toBe('ab');
    expect(await text(stream)).toBe('ab');
  });
});
