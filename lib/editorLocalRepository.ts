/**
 * The line the service puts before the editors' start script when CMS_LOCAL_REPOSITORY=true, and the flag it sets:
 * the CMS's sign-in then offers a developer's local clone (tooling/cms/signInChoices.ts reads the flag).
 */
export const localRepositoryFlag = 'editorLocalRepository'
export const localRepositoryLine = `window.${localRepositoryFlag} = true`
