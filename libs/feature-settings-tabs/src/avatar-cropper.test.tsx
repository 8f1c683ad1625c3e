import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarCropper } from './avatar-cropper.tsx';

/** jsdom loads no images: the picture reports a 480×320 size when its load event fires. */
function loadPicture() {
  const image = screen.getByAltText('The picture being framed');
  Object.defineProperty(image, 'naturalWidth', { value: 480 });
  Object.defineProperty(image, 'naturalHeight', { value: 320 });
  fireEvent.load(image);
  return image;
}

describe('AvatarCropper', () => {
  const drawImage = vi.fn();
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    drawImage.mockReset();
  });

  it('frames the picture centred, moves it with the keys and zooms it, then sends that square', async () => {
    const onCrop = vi.fn();
    render(<AvatarCropper file={new Blob(['x'])} onCrop={onCrop} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
    const image = loadPicture();
    // 480×320 covers the 240 square at 0.75: 360×240, centred 60 px to the left.
    expect(image.style.transform).toBe('translate(-60px, 0px)');
    const frame = screen.getByRole('group', { name: /arrow keys move the picture/ });
    frame.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(image.style.transform).toBe('translate(-52px, 0px)');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(image.style.transform).toBe('translate(-12px, 0px)');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    // Never past the picture's edge.
    expect(image.style.transform).toBe('translate(0px, 0px)');
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    expect(image.style.width).toBe('720px');
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(onCrop).toHaveBeenCalledWith(expect.any(Blob));
    // Zoomed about the window's centre; the window shows a 160-pixel square of the picture.
    expect(image.style.transform).toBe('translate(-120px, -120px)');
    expect(drawImage).toHaveBeenCalledWith(image, 80, 80, 160, 160, 0, 0, 512, 512);
  });

  it('says so when the file is no picture the browser can show', () => {
    render(<AvatarCropper file={new Blob(['x'])} onCrop={vi.fn()} onClose={() => undefined} />);
    fireEvent.error(screen.getByAltText('The picture being framed'));
    expect(screen.getByRole('alert')).toHaveTextContent('not a picture');
    expect(screen.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
  });
});
