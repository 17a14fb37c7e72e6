/**
 * Press photos for the gated /brand/assets page. They are the leadership portrait itself, the same
 * figure function on a press-sized canvas: a 4:5 portrait (2000x2500) and a 3:2 wide (3000x2000)
 * with open night ground on the left for a headline. Only canvas, scale and crop differ, so the
 * face a journalist downloads is exactly the one on /about/leadership.
 */
import { PRESS_PORTRAIT, PRESS_WIDE, portraitSvg, type PortraitOptions } from './portrait';

export function pressPortrait(seed: string, options: PortraitOptions): string {
  return portraitSvg(seed, options, PRESS_PORTRAIT);
}

export function pressWide(seed: string, options: PortraitOptions): string {
  return portraitSvg(seed, options, PRESS_WIDE);
}
