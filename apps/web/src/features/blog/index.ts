export { BlogIndexPage } from './components/blog-index-page';
export { BlogPostPage } from './components/blog-post-page';
