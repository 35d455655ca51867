export function apportion(values: readonly number[], total: number): number[] {
  const target = Math.max(0, Math.round(total));
  const result = values.map((value) => Math.floor(Math.max(0, value)));
  const byRemainder = values
    .map((value, index) => ({ index, remainder: Math.max(0, value) - result[index] }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
    .map(({ index }) => index);
  let left = target - result.reduce((sum, value) => sum + value, 0);
  for (let i = 0; left > 0 && byRemainder.length > 0; i++, left--) result[byRemainder[i % byRemainder.length]] += 1;
  // Values whose sum float noise put just above the total give back a unit, smallest remainders first.
  for (let i = byRemainder.length - 1; left < 0 && i >= 0; i--) {
    if (result[byRemainder[i]] > 0) {
      result[byRemainder[i]] -= 1;
      left++;
    }
  }
  return result;
}
