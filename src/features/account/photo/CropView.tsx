import { Slider } from '@/shared/ui/mantine/fields';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DecodedImage } from './compress-image';
import { MAX_ZOOM, MIN_ZOOM, cropRect, panBy, zoomTo, type CropState } from './crop-geometry';
import classes from './photo.module.css';

/** Backing pixels of the crop canvas (sharp at 2× on the ~300 px wide view). */
const CANVAS_SIDE = 640;
const KEY_STEP = 16;
const ZOOM_KEY_STEP = 0.1;

export interface CropViewProps {
  image: DecodedImage;
  crop: CropState;
  onChange: (crop: CropState) => void;
  disabled?: boolean;
}

type Point = { x: number; y: number };

/** A magnifier with − or +, at the ends of the zoom slider. */
function zoomIcon(plus: boolean) {
  return (
    <svg className={classes.zoomIcon} viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d={plus ? 'M20 20l-4.5-4.5M8 10.5h5M10.5 8v5' : 'M20 20l-4.5-4.5M8 10.5h5'} />
    </svg>
  );
}

function distance(points: Point[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The square crop: the photo drawn on a canvas, dimmed outside the circle the avatar will show.
 * Drag (or the arrow keys) moves the photo, the slider, a pinch, the wheel or +/− zoom.
 */
export function CropView({ image, crop, onChange, disabled = false }: CropViewProps) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const rect = cropRect(image, crop);
    ctx.imageSmoothingQuality = 'high';
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, CANVAS_SIDE, CANVAS_SIDE);
    ctx.drawImage(image.source, rect.x, rect.y, rect.size, rect.size, 0, 0, CANVAS_SIDE, CANVAS_SIDE);
  }, [image, crop]);

  const viewSide = () => canvasRef.current?.getBoundingClientRect().width || CANVAS_SIDE;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance([...pointers.current.values()]), zoom: crop.zoom };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last || disabled) return;
    const next = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, next);
    if (pointers.current.size === 1) {
      onChange(panBy(image, crop, next.x - last.x, next.y - last.y, viewSide()));
    } else if (pinch.current && pinch.current.distance > 0) {
      onChange(zoomTo(image, crop, (pinch.current.zoom * distance([...pointers.current.values()])) / pinch.current.distance));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (disabled || event.deltaY === 0) return;
    onChange(zoomTo(image, crop, crop.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: KEY_STEP, y: 0 },
      ArrowRight: { x: -KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: KEY_STEP },
      ArrowDown: { x: 0, y: -KEY_STEP },
    };
    const move = moves[event.key];
    if (move) onChange(panBy(image, crop, move.x, move.y, viewSide()));
    else if (event.key === '+' || event.key === '=') onChange(zoomTo(image, crop, crop.zoom + ZOOM_KEY_STEP));
    else if (event.key === '-' || event.key === '_') onChange(zoomTo(image, crop, crop.zoom - ZOOM_KEY_STEP));
    else return;
    event.preventDefault();
  };

  return (
    <div className={classes.cropper}>
      <div
        className={classes.cropArea}
        role="group"
        tabIndex={disabled ? -1 : 0}
        aria-label={intl.formatMessage({ id: 'profilePhoto.cropArea' })}
        aria-disabled={disabled || undefined}
        data-testid="photo-crop"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvasRef} className={classes.canvas} width={CANVAS_SIDE} height={CANVAS_SIDE} aria-hidden="true" />
        <span className={classes.circle} aria-hidden="true" />
      </div>
      <p className={classes.hint}>{intl.formatMessage({ id: 'profilePhoto.cropHint' })}</p>
      <div className={classes.zoom}>
        {zoomIcon(false)}
        <Slider
          className={classes.slider}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          onChange={(zoom) => onChange(zoomTo(image, crop, zoom))}
          label={null}
          disabled={disabled}
          thumbLabel={intl.formatMessage({ id: 'profilePhoto.zoom' })}
          data-testid="photo-zoom"
        />
        {zoomIcon(true)}
      </div>
    </div>
  );
}
