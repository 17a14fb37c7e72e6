import type { Ref } from 'react';
import { IMAGE_FORMATS } from '../../lib/images/image-formats';
import type { ImageRef } from '../../lib/images/image-ref';
import { IMAGE_SLOTS, type ImageSlotName } from '../../lib/images/image-slots';
import { variantSrcSet, variantUrl } from '../../lib/images/variant-url';

/** A second image for narrow screens (a portrait hero poster), chosen by a media query. */
export interface NarrowImage {
  image: ImageRef;
  slot: ImageSlotName;
  media: string;
}

export interface ResponsiveImageProps {
  /**
   * The encoded image, or a plain URL when there are no variants (an https cover, or a staged
   * preview the browser built from the raw JSON): then it is shown as it is.
   */
  image: ImageRef | string;
  slot: ImageSlotName;
  alt: string;
  /** The page's largest paint: fetched at once with high priority. One per page at most. */
  priority?: boolean;
  narrow?: NarrowImage;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
}

/**
 * The site's one way to show a raster image: AVIF and WebP at the slot's widths, `sizes` from the
 * slot table, intrinsic size so the box is reserved before the file arrives, lazy unless it is the
 * LCP image. The markup depends only on its props, so the server HTML and hydration agree.
 */
export function ResponsiveImage({ image, slot, alt, priority = false, narrow, className, imgRef }: ResponsiveImageProps) {
  const { width, height, sizes } = IMAGE_SLOTS[slot];
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  if (typeof image === 'string') {
    return <img ref={imgRef} src={image} alt={alt} width={width} height={height} className={className} {...loading} />;
  }
  // For a browser that ignores srcset: a middle width, sharp enough on a laptop, light on a phone.
  const widths = IMAGE_SLOTS[slot].widths;
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)] ?? width;
  return (
    <picture>
      {narrow &&
        IMAGE_FORMATS.map(({ format, type }) => (
          <source
            key={`narrow-${format}`}
            media={narrow.media}
            type={type}
            srcSet={variantSrcSet(narrow.image, narrow.slot, format)}
            sizes={IMAGE_SLOTS[narrow.slot].sizes}
            width={IMAGE_SLOTS[narrow.slot].width}
            height={IMAGE_SLOTS[narrow.slot].height}
          />
        ))}
      {IMAGE_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={variantSrcSet(image, slot, format)} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={variantUrl(image, slot, fallbackWidth, 'webp')}
        srcSet={variantSrcSet(image, slot, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...loading}
      />
    </picture>
  );
}
