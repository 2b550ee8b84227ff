// Customer risk rating for customer due diligence (decision 125): low, medium or high from what certify and the
// loan history know, with each reason in words. Points add up; a sanctions match alone makes a borrower high.
// Certify asks no politically-exposed-person question, so that factor is not rated until it does.

export type RiskFacts = {
  /** A sanctions screening found a match (open alert or not yet closed as a false match). */
  sanctionsMatch: boolean;
  employmentType: string | null;
  monthlyIncomePesos: number | null;
  /** Monitoring alerts on this borrower that were not closed as ordinary (open or filed). */
  monitoringAlerts: number;
  /** Of them, reports filed (suspicious or covered). */
  reportsFiled: number;
};

export type RiskRating = { rating: 'low' | 'medium' | 'high'; score: number; reasons: string[] };

/** Scores from MEDIUM_FROM are medium, from HIGH_FROM high. */
export const MEDIUM_FROM = 20;
export const HIGH_FROM = 60;
/** A declared monthly income this high is out of profile for a micro-loan borrower (₱500,000). */
export const HIGH_INCOME_PESOS = 500_000;

const FACTORS: { points: (f: RiskFacts) => number; reason: (f: RiskFacts) => string }[] = [
  { points: (f) => (f.sanctionsMatch ? 100 : 0), reason: () => 'A sanctions screening matched the name.' },
  {
    points: (f) => (f.employmentType === 'none' ? 20 : 0),
    reason: () => 'Not working, so the source of funds is unclear.',
  },
  {
    points: (f) => (f.employmentType === 'self' || f.employmentType === 'freelance' ? 10 : 0),
    reason: () => 'Self-employed or freelance: income is cash and harder to verify.',
  },
  { points: (f) => (f.employmentType === 'ofw' ? 10 : 0), reason: () => 'Overseas worker: money comes from abroad.' },
  { points: (f) => (f.monthlyIncomePesos === null ? 20 : 0), reason: () => 'No monthly income stated.' },
  {
    points: (f) => (f.monthlyIncomePesos !== null && f.monthlyIncomePesos >= HIGH_INCOME_PESOS ? 20 : 0),
    reason: () => 'The stated monthly income is out of profile for a small loan.',
  },
  {
    points: (f) => Math.min(60, 30 * f.monitoringAlerts),
    reason: (f) => `${f.monitoringAlerts} transaction monitoring alert(s) not closed as ordinary.`,
  },
  { points: (f) => (f.reportsFiled > 0 ? 40 : 0), reason: (f) => `${f.reportsFiled} report(s) filed with the AMLC.` },
];

/** The rating and its reasons; a borrower with no factor is low, with "No risk factor found." */
export function rateCustomer(facts: RiskFacts): RiskRating {
  const applied = FACTORS.map((f) => ({ points: f.points(facts), reason: f.reason(facts) })).filter(
    (f) => f.points > 0,
  );
  const score = applied.reduce((s, f) => s + f.points, 0);
  const rating = facts.sanctionsMatch || score >= HIGH_FROM ? 'high' : score >= MEDIUM_FROM ? 'medium' : 'low';
  return { rating, score, reasons: applied.length > 0 ? applied.map((f) => f.reason) : ['No risk factor found.'] };
}
