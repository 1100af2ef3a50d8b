import { ExternalLink } from 'lucide-react'
import { useShell } from '../lib/pageLanguage.ts'
import type { TeamMember } from '../lib/content/schemas/teamMember.ts'
import { pictureOf, ResponsiveImage } from './ui/ResponsiveImage.tsx'

interface Props {
  member: TeamMember
  /** The label of the professional-profile button; no button without it or without a link. */
  profileButton?: string
  headingLevel?: 'h2' | 'h3'
  layout?: 'compact' | 'wide'
}

/** A person of the leadership team: portrait, name, position and biography. */
export function ProfileCard({ member, profileButton, headingLevel: Heading = 'h3', layout = 'compact' }: Props) {
  const wide = layout === 'wide'
  const shell = useShell()
  return (
    // In the wide layout the portrait fills the card's height, however long the text beside it runs. Its own size is
    // left out of the layout (contain: size) and a square is reserved instead, so the card does not grow when the
    // picture arrives.
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${wide ? 'sm:flex-row' : ''}`}
    >
      <ResponsiveImage
        image={pictureOf(member.image)}
        pictureClassName={wide ? 'sm:contents' : undefined}
        alt={member.imageAlt}
        sizes={wide ? '(min-width: 640px) 280px, 100vw' : '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw'}
        className={`aspect-square w-full bg-slate-100 object-cover ${wide ? 'sm:aspect-auto sm:h-auto sm:min-h-56 sm:w-56 sm:flex-none sm:self-stretch sm:[contain:size] md:min-h-64 md:w-64' : ''}`}
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold text-slate-900">{member.name}</Heading>
        <p className="mt-1 text-sm font-semibold text-sky-700">{member.position}</p>
        <p className="mt-3 flex-1 text-base leading-7 text-slate-600">{member.bio}</p>
        {profileButton && member.linkedin && (
          <a
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {profileButton}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{`: ${member.name} ${shell.navigation.newTab}`}</span>
          </a>
        )}
      </div>
    </article>
  )
}
