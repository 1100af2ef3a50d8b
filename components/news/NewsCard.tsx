import type { NewsItem } from '../../lib/content/schemas/newsItem.ts'
import type { ResponsiveImage as Picture } from '../../lib/images.ts'
import { ExternalLink } from '../ExternalLink.tsx'
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'

/** A news file's fields, its id (the file name), its date as readers write it and the files made from its picture. */
export type NewsCardItem = Omit<NewsItem, 'image'> & { id: string; displayDate: string; picture: Picture }

interface Props {
  item: NewsCardItem
  readMore: string
  newTab: string
  /** The first card's picture is on the first screen of a phone: it loads at once rather than when scrolled to. */
  first?: boolean
}

/** One news item: picture, category and date, title, teaser, summary and the source in a new tab. */
export function NewsCard({ item, readMore, newTab, first = false }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ResponsiveImage
        image={item.picture}
        alt={item.imageAlt}
        sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
        priority={first}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-100">
            {item.category}
          </span>
          <time dateTime={item.date} className="text-slate-500">
            {item.displayDate}
          </time>
        </p>
        <h2 className="mt-4 text-xl font-semibold leading-snug tracking-tight text-slate-900">{item.title}</h2>
        <p className="mt-3 text-base font-semibold leading-7 text-slate-800">{item.snippet}</p>
        <p className="mt-3 flex-1 text-base leading-7 text-slate-600">{item.description}</p>
        <ExternalLink
          href={item.url}
          newTab={newTab}
          className="mt-6 self-start rounded text-sm font-semibold text-sky-700 hover:text-sky-900"
        >
          {readMore}
          <span className="sr-only">: {item.title}</span>
        </ExternalLink>
      </div>
    </article>
  )
}
