// https://vike.dev/route
import { addresses } from '../../../lib/routes.ts'

export default addresses.solution
