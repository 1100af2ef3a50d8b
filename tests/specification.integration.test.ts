// The words the site's specification fixes, checked against content/: editors may change every other word.
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { initiatives } from '../testing/specification.ts'

const content = loadSiteContent()
const { home, about, company, notFound, contact, solutionsPage } = content
const labels = content.vision.initiativePage
const positions = (people: typeof content.team) => people.map((person) => person.data.position)
const leaders = content.team
  .filter((person) => person.data.leadershipOrder)
  .sort((a, b) => a.data.leadershipOrder! - b.data.leadershipOrder!)

describe('the words the specification fixes are the ones content/ gives', () => {
  it('on Home, About, the team and the not-found page', () => {
    // The specification shows these two in capitals: content has them in sentence case, and the page sets them in
    // capitals by CSS (e2e/prerendered-sections.test.ts reads them as shown).
    expect(home.hero.label.toUpperCase()).toBe('STRATEGIC NATIONAL PARTNER')
    expect(home.hero.heading.toUpperCase()).toBe("EMPOWERING THE UAE'S VISION")
    expect(home.hero.heading).not.toBe(home.hero.heading.toUpperCase())
    expect(home).toMatchObject({
      hero: {
        primary: { label: 'Explore Our Solutions' },
        secondary: { label: 'Contact Us' },
      },
      solutions: {
        heading: 'Our Solutions',
        readMore: 'Read More',
        cards: ['Advanced Robotics', 'Smart Cities', 'Clean Energy', 'Innovation Partnerships'].map((title) => ({
          title,
        })),
      },
      cta: { heading: 'Ready to Transform Your Operations?', button: { label: 'Get Started Today' } },
    })
    expect(about).toMatchObject({
      hero: { heading: 'Innovation for the Nation' },
      pillars: {
        items: ['Robotics & Automation', 'Clean & Smart Energy', 'Sustainable Cities', 'Partnership First'].map(
          (title) => ({ title }),
        ),
      },
      values: {
        items: ['Innovation', 'Sustainability', 'Integrity', 'Collaboration', 'Excellence'].map((title) => ({ title })),
      },
      cta: { email: 'Email Us', profile: 'Download Company Profile' },
    })
    expect(positions(content.team).sort()).toEqual([
      'Admin & Logistics Officer',
      'Managing Director',
      'Owner',
      'Technical Director',
    ])
    expect(positions(leaders).sort()).toEqual(['Managing Director', 'Owner'])
    expect(notFound).toMatchObject({
      title: '404 Page Not Found',
      text: 'Did you forget to add the page to the router?',
    })
  })

  it('on the solution pages', () => {
    expect(solutionsPage).toMatchObject({
      cta: { button: { label: 'Partner With Us' } },
      solutionPage: {
        overviewHeading: 'Overview',
        focusHeading: 'Our Strategic Focus',
        alignmentHeading: 'National Alignment',
        closing: { button: { label: 'Contact Us' } },
      },
    })
  })

  it('on every initiative page', () => {
    expect(labels).toMatchObject({
      back: 'Back to National Vision Alignment',
      badge: 'NATIONAL INITIATIVE',
      visionHeading: 'The National Vision',
      commitmentHeading: 'Our Commitment',
      closing: { heading: 'Partner With Us on This Journey', button: { label: 'Get in Touch' } },
    })
  })

  it('on every initiative page, its subtitle', () => {
    for (const { slug, subtitle } of initiatives) {
      const entry = content.initiatives.find((initiative) => initiative.slug === slug)
      expect(entry?.data.subtitle, slug).toBe(subtitle)
    }
  })

  it('on the contact page', () => {
    const { area, city, country } = company.address
    const address = [area, city, country].join(', ')
    expect(contact).toMatchObject({
      tag: 'CONNECT WITH US',
      heading: 'Get In Touch',
      intro: "Ready to transform your business with cutting-edge robotics? Let's discuss your project requirements",
      form: { heading: 'Send us a Message' },
    })
    expect(address).toBe('Port Saeed, Deira, Dubai, UAE')
    expect(company.businessHours).toBe('Monday to Friday, 9:00 AM to 3:00 PM')

    expect(contact.form.toasts).toMatchObject({
      successTitle: 'Message sent successfully!',
      successDescription: "We'll get back to you within 24 hours.",
      errorTitle: 'Error sending message',
      errorFallback: 'Please try again later.',
    })
    expect(Object.values(contact.form.serviceOptions)).toEqual([
      'Industrial Automation',
      'Smart City Solutions',
      'Environmental Development',
      'Renewable Energy',
      'AI Integration',
    ])
  })
})
