import { Button, Dialog, focusRing } from '@salesdash/ui-kit';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  centredView,
  clampView,
  maxZoom,
  minZoom,
  sourceSquare,
  zoomView,
  type CropView,
} from './crop-geometry.ts';

/** The crop window's side on screen, in CSS pixels. */
const side = 240;
/** The side of the square sent: the server stores 256, a little more keeps it sharp. */
const outputSide = 512;

type Size = { width: number; height: number };

export type AvatarCropperProps = {
  /** The picture the person chose. */
  file: Blob;
  /** The square they framed, as a PNG. */
  onCrop: (square: Blob) => void;
  onClose: () => void;
};

/**
 * Draws the framed square of `image` into a PNG.
 * @throws Error when the browser cannot draw or encode it
 */
function cropToBlob(image: HTMLImageElement, size: Size, view: CropView): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = outputSide;
  canvas.height = outputSide;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop pictures'));
  const { sx, sy, size: sourceSide } = sourceSquare(size, side, view);
  context.drawImage(image, sx, sy, sourceSide, sourceSide, 0, 0, outputSide, outputSide);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped'))),
      'image/png',
    ),
  );
}

/**
 * The crop step before an upload: a square window over the picture, moved by dragging or the
 * arrow keys (Shift for bigger steps) and zoomed with the slider or + and −; what the window
 * shows is sent. Written on a canvas: a crop library would weigh more than this screen.
 */
export function AvatarCropper({ file, onCrop, onClose }: AvatarCropperProps) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const imageRef = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<CropView>({ zoom: 1, x: 0, y: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const hintId = useId();

  const move = (dx: number, dy: number) =>
    size &&
    setView((current) =>
      clampView(size, side, { ...current, x: current.x + dx, y: current.y + dy }),
    );
  const zoomTo = (zoom: number) =>
    size && setView((current) => zoomView(size, side, current, zoom));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 8;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[event.key];
    if (delta) move(...delta);
    else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + 0.25);
    else if (event.key === '-') zoomTo(view.zoom - 0.25);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !size) return;
    setView(
      clampView(size, side, {
        ...start.view,
        x: start.view.x + event.clientX - start.x,
        y: start.view.y + event.clientY - start.y,
      }),
    );
  };

  const confirm = async () => {
    const image = imageRef.current;
    if (!image || !size) return;
    setCropping(true);
    try {
      onCrop(await cropToBlob(image, size, view));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The picture could not be cropped');
      setCropping(false);
    }
  };

  const scale = size ? Math.max(side / size.width, side / size.height) * view.zoom : 1;
  return (
    <Dialog
      title="Frame your picture"
      description="Drag the picture or use the arrow keys to move it; zoom with the slider or + and −."
      onClose={onClose}
    >
      <div className="flex flex-col items-center gap-4">
        <div
          role="group"
          tabIndex={0}
          aria-label="Picture framing: arrow keys move the picture, + and − zoom"
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          className={`relative cursor-move touch-none overflow-hidden rounded-lg bg-surface-hover ${focusRing}`}
          style={{ width: side, height: side }}
        >
          <img
            ref={imageRef}
            src={url}
            alt="The picture being framed"
            draggable={false}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              if (width === 0 || height === 0) return;
              setSize({ width, height });
              setView(centredView({ width, height }, side));
            }}
            onError={() => setFailure('This file is not a picture the browser can show')}
            className="pointer-events-none absolute top-0 left-0 max-w-none select-none"
            style={
              size
                ? {
                    width: size.width * scale,
                    height: size.height * scale,
                    transform: `translate(${view.x}px, ${view.y}px)`,
                  }
                : { visibility: 'hidden' }
            }
          />
          {/* The round frame the picture will be shown in. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(0_0_0/0.45)]"
          />
        </div>
        <p id={hintId} className="text-sm text-fg-muted">
          What the circle shows becomes your picture.
        </p>
        <label className="flex w-full items-center gap-3 text-sm text-fg">
          Zoom
          <input
            type="range"
            min={minZoom}
            max={maxZoom}
            step={0.05}
            value={view.zoom}
            disabled={!size}
            onChange={(event) => zoomTo(Number(event.target.value))}
            className="flex-1 accent-brand"
          />
        </label>
        {failure ? (
          <p role="alert" className="text-sm text-negative">
            {failure}
          </p>
        ) : null}
        <div className="flex w-full justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={!size || cropping} onClick={() => void confirm()}>
            Use this picture
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
