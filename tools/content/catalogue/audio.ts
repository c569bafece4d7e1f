/** A short seeded "sea swell" sound as a 16-bit mono WAV, so podcast items have a real audio file. */
import { createRng } from '../random';

const RATE = 8000;

export const seaSoundWav = (seed: string, seconds = 12): Buffer => {
  const rng = createRng(seed);
  const samples = RATE * seconds;
  const data = Buffer.alloc(samples * 2);
  let brown = 0;
  for (let i = 0; i < samples; i += 1) {
    // Brown noise shaped by a slow swell reads as waves on a shore.
    brown = (brown + (rng.next() * 2 - 1) * 0.02) * 0.998;
    const swell = 0.35 + 0.65 * Math.pow(Math.sin((Math.PI * i) / (RATE * 4)), 2);
    data.writeInt16LE(Math.max(-32767, Math.min(32767, Math.round(brown * swell * 26000))), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
};
