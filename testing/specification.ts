// The words, counts and figures the site's specification fixes: the one place they are pinned. Every other test reads
// the words it expects from content/, so an editor's change breaks no test unless it changes one of these.

/** The initiative pages: subtitle, number of alignment cards, the listed items of "The National Vision" and the
 * figures each page must quote. */
export const initiatives = [
  { slug: 'uae-centennial-2071', subtitle: 'Building the Future of Innovation', cards: 4, listed: 4, figures: [] },
  { slug: 'net-zero-2050', subtitle: 'A Carbon-Neutral Nation', cards: 4, listed: 5, figures: [] },
  {
    slug: 'dubai-clean-energy-2050',
    subtitle: 'Making Dubai a Global Hub for Green Innovation',
    cards: 4,
    listed: 5,
    figures: ['75%'],
  },
  {
    slug: 'dubai-urban-master-plan-2040',
    subtitle: "The World's Best City to Live In",
    cards: 5,
    listed: 5,
    figures: [],
  },
  {
    slug: 'uae-vision-2031',
    subtitle: 'A Global Hub for Innovation and Technology',
    cards: 4,
    listed: 4,
    figures: ['Forward Society', 'Forward Economy', 'Forward Diplomacy', 'Forward Ecosystem'],
  },
  {
    slug: 'dubai-robotics-2032',
    subtitle: 'Building a Smarter, More Automated Economy',
    cards: 5,
    listed: 5,
    figures: ['200,000', '25%'],
  },
  {
    slug: 'dubai-d33',
    subtitle: 'Doubling the Future Economy',
    cards: 5,
    listed: 5,
    figures: ['January 2023', 'doubl'],
  },
  { slug: 'uae-ai-2031', subtitle: 'Leading the World in Smart Innovation', cards: 5, listed: 8, figures: [] },
  {
    slug: 'dubai-autonomous-transport-2030',
    subtitle: 'Driving the Future of Smart Mobility',
    cards: 5,
    listed: 4,
    figures: ['25%'],
  },
  { slug: 'operation-300bn', subtitle: "Advancing the UAE's Industrial Future", cards: 5, listed: 4, figures: ['300'] },
  {
    slug: 'dubai-metaverse-2030',
    subtitle: 'Building the Digital Frontier of Tomorrow',
    cards: 5,
    listed: 5,
    figures: ['top-10', 'over 1,000'],
  },
]

/** The solution pages, in the order the Solutions page and the header's menu list them. */
export const solutionSlugs = ['robotics', 'smart-city', 'clean-energy', 'industrial', 'environmental']
