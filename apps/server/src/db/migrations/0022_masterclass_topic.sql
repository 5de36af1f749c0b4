-- Issue 17 item 11: a masterclass's topic, the instrument or subject it is about ("piano", "music
-- production"), so the page's "what to expect" blocks (MASTER-06) speak of the class itself rather than of
-- piano for every class. Blank for a general class and for the classes created before this column.
ALTER TABLE masterclasses
  ADD COLUMN topic text NOT NULL DEFAULT '' CHECK (length(topic) <= 60);
