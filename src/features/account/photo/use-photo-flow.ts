/**
 * The steps of changing the profile photo: pick (refused at once when not an image or too large),
 * decode and crop, then compress and upload. The cropped JPEG is kept after a failed upload, so
 * "try again" sends the same file; a second tap while busy does nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetCustomerInfoQueryKey, useUploadImageProfile } from '@/generated/customer/customer';
import type { CustomerInfoData } from '@/generated/model';
import type { DecodedImage } from './compress-image';
import { centredCrop, cropRect, type CropState } from './crop-geometry';
import { OUTPUT, asUploadFile, checkPhotoFile, ImageDecodeError, type PhotoProblem } from './photo-file';

/** The pipeline stays out of every chunk until a photo is picked. */
const loadPipeline = () => import('./compress-image');

type PhotoPhase = 'idle' | 'opening' | 'saving';

export interface PhotoFlow {
  opened: boolean;
  phase: PhotoPhase;
  image: DecodedImage | null;
  crop: CropState | null;
  /** Why the picked file was refused (shown in the member's language). */
  problem: PhotoProblem | null;
  /** A failed save (compress or upload), for `useErrorMessage()`; retry keeps the crop. */
  failure: unknown;
  /** The photo was saved (until the sheet opens again). */
  saved: boolean;
  open(): void;
  close(): void;
  pick(file: File): Promise<void>;
  setCrop(crop: CropState): void;
  save(): Promise<void>;
}

export function usePhotoFlow(): PhotoFlow {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [phase, setPhase] = useState<PhotoPhase>('idle');
  const [image, setImage] = useState<DecodedImage | null>(null);
  const [crop, setCropState] = useState<CropState | null>(null);
  const [jpeg, setJpeg] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [saved, setSaved] = useState(false);
  const busy = useRef(false);

  // Frees the decoded photo when it is replaced or the component goes away.
  useEffect(() => () => image?.close(), [image]);

  const upload = useUploadImageProfile({
    mutation: {
      onSuccess: ({ image_url }) => {
        queryClient.setQueryData(getGetCustomerInfoQueryKey(), (current: CustomerInfoData | undefined) =>
          current ? { ...current, customer_info: { ...current.customer_info, image_url } } : current,
        );
      },
    },
  });

  const reset = () => {
    setImage(null);
    setCropState(null);
    setJpeg(null);
    setProblem(null);
    setFailure(undefined);
  };

  const open = () => {
    if (busy.current) return;
    reset();
    setSaved(false);
    setOpened(true);
  };

  const close = () => {
    if (busy.current) return;
    setOpened(false);
    reset();
  };

  const pick = async (file: File) => {
    if (busy.current) return;
    reset();
    setSaved(false);
    setOpened(true);
    const refused = checkPhotoFile(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    busy.current = true;
    setPhase('opening');
    try {
      const { decodeImage } = await loadPipeline();
      const decoded = await decodeImage(file);
      setImage(decoded);
      setCropState(centredCrop(decoded));
    } catch (error) {
      if (error instanceof ImageDecodeError) setProblem('unreadable');
      else setFailure(error);
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  };

  const setCrop = (next: CropState) => {
    if (busy.current) return;
    setCropState(next);
    setJpeg(null);
    setFailure(undefined);
  };

  const save = async () => {
    if (busy.current || !image || !crop) return;
    busy.current = true;
    setPhase('saving');
    setFailure(undefined);
    try {
      let file = jpeg;
      if (!file) {
        const { toSquareJpeg } = await loadPipeline();
        file = asUploadFile(await toSquareJpeg(image.source, cropRect(image, crop), OUTPUT));
        setJpeg(file);
      }
      await upload.mutateAsync({ data: { image_profile: file } });
      setSaved(true);
      setOpened(false);
      reset();
    } catch (error) {
      setFailure(error);
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  };

  return { opened, phase, image, crop, problem, failure, saved, open, close, pick, setCrop, save };
}
