-- ADR 49: a person may choose the zone times are shown and mailed in. users.timezone keeps the zone in use;
-- timezone_chosen tells a zone chosen in settings (kept, whatever device signs in) from the default, the zone
-- of the device the person last signed in or saved on (which sign-in keeps up to date).
ALTER TABLE users ADD COLUMN timezone_chosen boolean NOT NULL DEFAULT false;
