export { ContentScreen } from './content-screen';
