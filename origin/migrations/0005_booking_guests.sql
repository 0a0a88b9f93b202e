-- The number of persons a slot was pre-booked for: the checkout of that booking must order for as many
-- (a table for two is not an order for fifty). NULL on bookings made before this column existed.
ALTER TABLE slot_bookings ADD COLUMN guest_count INTEGER;
