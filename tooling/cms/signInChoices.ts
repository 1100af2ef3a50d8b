import { localRepositoryFlag } from '../../lib/editorLocalRepository.ts'

/**
 * The editors' sign-in offers what editors use: GitHub (through this site's own sign-in, or a GitHub access token
 * where the site has no OAuth app). Sveltia CMS also offers "Work with Local Repository" to anyone who opens the editor
 * at this machine's own address (127.0.0.1, localhost): a button that asks for a folder on the computer, which no
 * editor has. It has no option to leave it out, so its bundle is changed to offer it only where the page says so:
 * the service adds a line setting `window.editorLocalRepository` to the editor's start script when CMS_LOCAL_REPOSITORY=true, as `npm run cms`
 * sets for developers (services/editor/editorSetup.ts). A site served as built, from any host, never offers it.
 */

export const signInPatches = [
  {
    from: 'l=k(()=>ZR.isLocalHost&&!R(s))',
    to: `l=k(()=>ZR.isLocalHost&&self.${localRepositoryFlag}===!0&&!R(s))`,
  },
]
