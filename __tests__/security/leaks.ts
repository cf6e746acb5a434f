/**
 * What "no piece of a secret survives" means in these tests: no run of 4 or more characters of
 * the secret shows in the output unless the text around the secret (everything that was not the
 * secret) holds that run itself. The cut marker is taken out first: its count is not text.
 * Checking every 4-character run covers every longer run.
 */
export const PIECE = 4

const MARKER = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/g

export function leakedPieces(
  output: string,
  secret: string,
  around: string,
  piece = PIECE
): string[] {
  const shown = output.replace(MARKER, '\u0000')
  const leaked: string[] = []
  for (let i = 0; i + piece <= secret.length; i++) {
    const run = secret.slice(i, i + piece)
    if (shown.includes(run) && !around.includes(run)) leaked.push(run)
  }
  return leaked
}

/** `seed` repeated to exactly `length` characters: long texts without generating each byte. */
export function filler(seed: string, length: number): string {
  if (length <= 0) return ''
  // By whole repeats: an array of one string per character made this most of a property's time.
  const unit = Array.from(seed || ' ')
  const repeats = Math.floor(length / unit.length)
  return unit.join('').repeat(repeats) + unit.slice(0, length - repeats * unit.length).join('')
}
