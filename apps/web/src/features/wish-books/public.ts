/** The wish-books area's public face (decision 062): the member's own wish-book requests, for MyLibraryStatus. */
export { WishList } from './components/wish-list.tsx';
