-- ADR 66 (issue 19): a PDF shared in a lesson room is drawn into page images by the server when it is shared;
-- the images are stored beside it and the browser shows them. page_count is how many there are (1 for an
-- image). Files shared before this have none drawn: NULL, and the room offers them for download.
ALTER TABLE lesson_room_files ADD COLUMN page_count integer CHECK (page_count BETWEEN 1 AND 60);
