import { reactOptions } from './react-options'

export default reactOptions
