## king-robber

document-king-robber = King & Robber (WikiCarpedia: "King and Robber Baron (1st edition)" for the king and the robber, "Count, King and Robber" for the box and the publisher's answers)

rule-kr-king = The king's tile goes to whoever completes a larger city than any before
rule-kr-robber = The robber's tile goes to whoever completes a longer road than any before
rule-kr-final = At the end, a point for each completed city or road to the tiles' holders
rule-kr-city-of-carcassonne = The City of Carcassonne counts as a completed city for the king

## The steps of a ruling.

aside-kr-king-first = { $player } completed { $feature }, the game's first completed city ({ $size } tiles): { $player } takes the king's tile
aside-kr-king-taken = { $player } completed { $feature } of { $size } tiles, larger than the largest city completed before ({ $record } tiles): the king's tile passes from { $holder } to { $player }
aside-kr-king-stays = { $player } completed { $feature } of { $size } tiles, not larger than the largest city completed before ({ $record } tiles): the king's tile stays with { $holder }
aside-kr-robber-first = { $player } completed { $feature }, the game's first completed road ({ $size } tiles): { $player } takes the robber's tile
aside-kr-robber-taken = { $player } completed { $feature } of { $size } tiles, longer than the longest road completed before ({ $record } tiles): the robber's tile passes from { $holder } to { $player }
aside-kr-robber-stays = { $player } completed { $feature } of { $size } tiles, not longer than the longest road completed before ({ $record } tiles): the robber's tile stays with { $holder }
aside-kr-king-raised = { $player } completed { $feature } of { $size } tiles, larger than the largest city completed before ({ $record } tiles): { $player } keeps the king's tile, with the new record
aside-kr-robber-raised = { $player } completed { $feature } of { $size } tiles, longer than the longest road completed before ({ $record } tiles): { $player } keeps the robber's tile, with the new record
aside-kr-king-scores-with-city = { $player } holds the king's tile: { $count ->
        [one] one completed city
       *[other] { $count } completed cities
    } on the table and the City of Carcassonne, { $points } { $points ->
        [one] point
       *[other] points
    }
aside-kr-king-scores = { $player } holds the king's tile: { $count ->
        [one] one completed city
       *[other] { $count } completed cities
    } on the table, { $count } { $count ->
        [one] point
       *[other] points
    }
aside-kr-robber-scores = { $player } holds the robber's tile: { $count ->
        [one] one completed road
       *[other] { $count } completed roads
    } on the table, { $count } { $count ->
        [one] point
       *[other] points
    }
aside-kr-king-held = King's tile after the action: { $player } (the largest city completed, { $size } tiles)
aside-kr-robber-held = Robber's tile after the action: { $player } (the longest road completed, { $size } tiles)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-king-robber-monastery-cap = a monastery, a city cap N
tiles-layout-king-robber-road-into-cap = city cap N; a road from W turns up into the city's gate
tiles-layout-king-robber-road-into-cap-garden = city cap N; a road from W turns up into the city's gate; a garden
tiles-layout-king-robber-cap-road-curve = city cap N with a road from W into its gate; a road curves S-E
tiles-layout-king-robber-corner-city-two-roads-in = one city over N and W; roads from E and from S each run into it
tiles-layout-king-robber-crossing-cities = two separate cities crossing: N-S and E-W

check-kr-held = { $key }: expected { $expected }, ruled { $ruled }

# The comment `carc new` writes for this box (each line after the box's name).
new-note-king-robber =
    `king: {"{"}holder: red, size: 4{"}"}` says who holds the king's tile and the tiles of the largest city completed so far;
    `robber:` the same for the longest road; leave them out before the first completed city or road

diag-kr-holding = `{ $key }` is `{"{"}holder: red, size: 4{"}"}`: who holds the tile, and the tiles of the feature that won it
diag-kr-size = a record is the size of a completed feature: from 1 to { $max } tiles
diag-kr-not-in-play = King & Robber's tiles

## The rules in the project's own words

rule-text-kr-king = Whoever completes the first city of the game takes the king's tile; from then on, whoever completes a city of more tiles than every city completed before takes it from its holder. A city of the same size as the record leaves the tile where it is. The player who completes a city is the one whose tile (or turn) closes it, whoever has followers in it, and a city nobody holds counts too. The king's tile is never laid on the table.
rule-text-kr-robber = The robber's tile goes exactly as the king's, for roads: to whoever completes the first road, then to whoever completes a road of more tiles than every road completed before, whether or not anyone holds it.
rule-text-kr-final = At the end of the game the holder of the king's tile scores a point for every completed city on the table, and the holder of the robber's tile a point for every completed road, whoever built or held them; unfinished ones count for nothing, and a castle is no longer a city.
rule-text-kr-city-of-carcassonne = Asked whether the City of Carcassonne counts for the king, the publisher answered that it counts as one completed city, so its holder scores a point more when The Count of Carcassonne is in play.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-kr-king = King and Robber Baron (1st edition), Completed city › The King (the first city completed, then each larger one, takes the king's tile; larger means more tiles: readings §1.17)
rule-section-kr-robber = King and Robber Baron (1st edition), Completed road › The Robber Baron (as the king, for roads; longer means more tiles: readings §1.17)
rule-section-kr-final = King and Robber Baron (1st edition), The King and The Robber Baron (at the end, a point for each completed city, or road, on the table)
rule-section-kr-city-of-carcassonne = Count, King and Robber (1st edition), The Count of Carcassonne › Preparation, footnote 1 (the publisher's answer: the City of Carcassonne counts as a completed city for the king)
