/**
 * A phone's photo as a JPEG of its own: smooth colour under a sensor's fine noise, which is what makes
 * encoders work. Its colour is drawn at random, so the image cache never has it.
 */
export async function writePhonePhoto(file: string, { width = 3024, height = 4032 } = {}) {
  const { default: sharp } = await import('sharp');
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  const colour = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  const face = `<circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#c96"/>`;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${colour}"/>${face}</svg>`;
  await sharp(Buffer.from(scene))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}
