import sharp from 'sharp';

/**
 * A picture for upload tests: a `width`×`height` image of two colours, so a crop and a
 * re-encode are visible.
 * @param format - the file format to write
 */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 40,
  height = 30,
): Promise<Buffer> {
  const half = Math.max(1, Math.floor(width / 2));
  const left = await sharp({
    create: { width: half, height, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}
