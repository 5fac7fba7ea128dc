-- A published blog post is public content as much as a community is: its
-- writes bump catalogue_revision too, so that kept public renders (the home
-- page's latest posts, /blog, the post itself; server/public-render-cache.ts)
-- are dropped in every process. Drafts are nobody's public content: a write
-- that leaves a post unpublished before and after bumps nothing.
CREATE TRIGGER blog_posts_insert_bump_catalogue_revision AFTER INSERT ON blog_posts
  FOR EACH ROW WHEN (NEW.published_at IS NOT NULL) EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER blog_posts_update_bump_catalogue_revision AFTER UPDATE ON blog_posts
  FOR EACH ROW WHEN (OLD.published_at IS NOT NULL OR NEW.published_at IS NOT NULL) EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER blog_posts_delete_bump_catalogue_revision AFTER DELETE ON blog_posts
  FOR EACH ROW WHEN (OLD.published_at IS NOT NULL) EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER blog_posts_truncate_bump_catalogue_revision AFTER TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
