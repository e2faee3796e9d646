import { resumePath } from '../data/addresses';

/**
 * Speculation Rules: the next page is fetched while the visitor shows intent (a hover of about
 * 200 ms, or pointer down), so the click shows it at once. Pages are prerendered, except the
 * resume, which is only prefetched: prerendering runs its script, and that loads the third-party
 * viewer nobody asked for. Same-page anchors and the hashed assets are never speculated.
 */
const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `${resumePath}*` } },
          { not: { href_matches: '/assets/*' } },
          { not: { selector_matches: '[href^="#"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
  prefetch: [{ source: 'document', where: { href_matches: `${resumePath}*` }, eagerness: 'moderate' }],
};

/** The rules' text, which the page's policy allows by hash. */
export const speculationRulesText = JSON.stringify(speculationRules);

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText }} />;
}
