import { Checkbox, FileInput, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@segla/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * What an image field of a form holds: a newly chosen file, '' to remove the current image
 * (as the API reads '' in multipart), or null to leave it as it is.
 */
export type ImageChoice = File | '' | null;

/** The image types the server accepts (docs/product.md §14), for the file picker. */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');
export const IMAGE_FILE_MESSAGE = 'Välj en bild i formatet PNG, JPEG eller WebP på högst 5 MB.';

const ACCEPTED_TYPES: readonly string[] = IMAGE_CONTENT_TYPES;

/**
 * Why a chosen file cannot be sent, or null. Checked before sending because the server answers
 * a too large file with a 413, which a form can only show as an unexpected error; the server
 * checks the content again anyway.
 */
export function imageFileError(choice: ImageChoice): string | null {
  if (!(choice instanceof File)) return null;
  if (choice.size > IMAGE_MAX_BYTES) return IMAGE_FILE_MESSAGE;
  if (choice.type !== '' && !ACCEPTED_TYPES.includes(choice.type)) return IMAGE_FILE_MESSAGE;
  return null;
}

/**
 * The chosen file, shown from a temporary URL that is let go when the file changes or the
 * preview goes away. The URL is set on the element itself, so no render waits for it.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const img = ref.current;
    if (!img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} className="image-preview-img" />;
}

export interface ImageInputProps {
  /** The field's label, e.g. 'Logotyp'. */
  label: string;
  /** The URL of the image saved today, or null. */
  current: string | null;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  /** A message under the field (the form's, e.g. the server's refusal of the file). */
  error?: ReactNode;
  /** The option to remove the saved image, e.g. 'Ta bort logotyp'. */
  removeLabel: string;
  /** The preview's alternative text, e.g. 'Förhandsvisning av logotypen'. */
  previewAlt: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * An image field: pick a PNG, JPEG or WebP and see it before saving, or remove the saved
 * image. Spread a form's `getInputProps(field)` into it; the value is an `ImageChoice`.
 */
export function ImageInput({
  label,
  current,
  value,
  onChange,
  error,
  removeLabel,
  previewAlt,
  onFocus,
  onBlur,
}: ImageInputProps) {
  const file = value instanceof File ? value : null;
  const saved = value === null ? current : null;
  const ownError = imageFileError(value);

  return (
    <Stack gap="xs">
      <div className="image-preview" aria-live="polite">
        {file ? (
          <FilePreview file={file} alt={previewAlt} />
        ) : saved ? (
          <img src={saved} alt={previewAlt} className="image-preview-img" />
        ) : (
          <Text size="sm" c="dimmed" className="with-icon">
            <IconPhoto size={20} aria-hidden />
            {value === '' ? 'Bilden tas bort när du sparar.' : 'Ingen bild vald.'}
          </Text>
        )}
      </div>
      <FileInput
        label={label}
        description="PNG, JPEG eller WebP, högst 5 MB."
        placeholder="Välj bild"
        accept={IMAGE_ACCEPT}
        value={file}
        onChange={(next) => onChange(next ?? null)}
        clearable
        clearButtonProps={{ 'aria-label': 'Ångra vald bild' }}
        error={error || ownError}
        onFocus={onFocus}
        onBlur={onBlur}
        size="md"
      />
      {current !== null && (
        <Checkbox
          label={removeLabel}
          checked={value === ''}
          onChange={(event) => onChange(event.currentTarget.checked ? '' : null)}
        />
      )}
    </Stack>
  );
}
