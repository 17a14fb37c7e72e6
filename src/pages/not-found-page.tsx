import { NotFoundScreen } from '../components/not-found/not-found-screen';

export default NotFoundScreen;
