/**
 * Compensated (Neumaier) summation: adding many prices like 0.7 naively drifts below x.5 and
 * flips a rounded total, so the running error is carried alongside the sum.
 */
export function sumAmounts(amounts: Iterable<number>): number {
  let sum = 0;
  let compensation = 0;
  for (const amount of amounts) {
    const next = sum + amount;
    compensation += Math.abs(sum) >= Math.abs(amount) ? sum - next + amount : amount - next + sum;
    sum = next;
  }
  return sum + compensation;
}
