import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Each way an entry is found damaged: by a killed write, a full disk, a stray program or a hand edit. */
export const damages: { way: string; damage: (file: string, bytes: Buffer) => Promise<void> }[] = [
  { way: 'cut short', damage: (file, bytes) => writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2))) },
  { way: 'empty', damage: (file) => writeFile(file, '') },
  {
    way: 'garbage of the same length',
    damage: (file, bytes) => writeFile(file, Buffer.alloc(bytes.length, '{"x":[1,2,3]}\n')),
  },
  {
    way: 'a folder',
    damage: async (file) => {
      await rm(file);
      await mkdir(file);
      await writeFile(path.join(file, 'stray'), 'x');
    },
  },
  {
    // Still valid JSON, JavaScript or CSS, as `sed -i s/Kerugoya/Kerugoyb/` leaves it.
    way: 'valid, but not what its sources produce',
    damage: async (file, bytes) => {
      const altered = Buffer.from(bytes);
      let at = altered.length - 1;
      while (at >= 0 && !/[a-z]/.test(String.fromCharCode(altered[at] ?? 0))) at -= 1;
      if (at < 0) at = altered.length - 1;
      altered[at] = altered[at] === 0x61 ? 0x62 : 0x61;
      await writeFile(file, altered);
    },
  },
];
