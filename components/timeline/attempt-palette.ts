export interface AttemptColour {
  /** Stripe, legend swatch, rail and gauge segment. */
  solid: string;
  /** Line background tint. */
  tint: string;
  /** Text that must stay readable on the tint. */
  text: string;
}

const CURRENT_HUE = 212;
// Muted hues chosen far from the current blue and from each other.
const OLD_HUES = [30, 285, 160, 335, 95, 255, 5, 190];

/**
 * The one colour source for attempts: lines, legend, phase rail and GPU gauge all call this.
 * The current attempt is strong blue; older attempts get muted distinct hues, counted back from the current one.
 */
const cache = new Map<string, AttemptColour>();

export function attemptColour(attemptIndex: number, currentIndex: number | null): AttemptColour {
  // Cached so memoised rows see the same object and skip re-rendering.
  const key = `${attemptIndex}|${currentIndex}`;
  let colour = cache.get(key);
  if (!colour) cache.set(key, (colour = computeColour(attemptIndex, currentIndex)));
  return colour;
}

function computeColour(attemptIndex: number, currentIndex: number | null): AttemptColour {
  if (attemptIndex < 0) return { solid: 'hsl(220 9% 55%)', tint: 'hsl(220 9% 55% / 0.06)', text: 'inherit' };
  if (attemptIndex === currentIndex) {
    return { solid: `hsl(${CURRENT_HUE} 95% 50%)`, tint: `hsl(${CURRENT_HUE} 95% 50% / 0.10)`, text: 'inherit' };
  }
  const back = currentIndex == null ? attemptIndex : Math.abs(currentIndex - attemptIndex) - 1;
  const hue = OLD_HUES[((back % OLD_HUES.length) + OLD_HUES.length) % OLD_HUES.length] ?? 30;
  return { solid: `hsl(${hue} 38% 56%)`, tint: `hsl(${hue} 38% 56% / 0.08)`, text: 'inherit' };
}

export const OTHER_COLOUR = 'hsl(220 9% 62%)';
export const UNATTRIBUTED_COLOUR = 'hsl(220 9% 78%)';
