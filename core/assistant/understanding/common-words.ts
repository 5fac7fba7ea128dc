/**
 * Everyday English words (lower case, apostrophes removed) that are never a
 * person's name after "I'm ..." and never a typo of a neighborhood or amenity
 * ("eight" is not "height", "rated" is not "gated").
 */
const WORDS = `
a about above absolutely across actually add added address after afternoon again against ago ahead all allow allowed almost alone along already
also alright always am amazing an and animal another answer any anybody anymore anyone anything anyway anywhere apartment apartments app apply
apt are area areas around as ask asking at available average away awesome back bad barking base based basically be because become bed bedroom
bedrooms beds been before being believe best better between big bike bit bored both bought box brand break bring broke brother btw budget
building buildings busy but buy by call called calling came can cant car card care careful cars case cat cats central certain change changed
cheap check checking child children city clean close closer coming commute company complex condo considering cool corner could couldnt
couple course cousin cover covered crazy credit current currently cut dad daily date dating daughter day days deal dear decent decide decided
definitely deposit desperate did didnt different divorced do doctor does doesnt dog dogs doing done dont door double down downsizing drive
driving due during each early easy eight either else email end engaged enough entire especially even evening ever every everyone everything
everywhere exactly example excited except expecting expensive extra fair fairly family fan far fast favorite feel feeling fee few fifteen
final finally find fine finished first five flexible floor flying for four free friend friendly from front full fun furniture future game
garden gave general get getting girl give glad go god going gone good got grad graduate graduating great ground guess guy had half happy
hard has hate have having he hear heard hello help her here hey hi high hire him his hold home honest honestly hope hoping hot hour house
housing how however huge hundred hurry husband i id if ill im important in income info interested into is isnt it its just keep kid kids
kind kinda know known lady large last late later lease leaving left less let lets life like likely line list little live living local
located location long look looking lost lot lots love lovely low lucky made main make making man many married maybe me mean meant medical
meet mid might mind mine minute minutes mom money month months more morning most mostly mother move moved moving much must my myself near
nearby need needed needing needs neighborhood nervous never new next nice night nine no nobody none nope normal not nothing now number
nurse of off office often oh ok okay old on once one online only open or order other our out outside over own paid pair parent parents
part partner pass past pay paying people per perfect pet pets phone pick picky place places plan planning please plus point pool possible
pre pretty price probably problem process pumped quick quiet quite rather ready real really reason recently relocating remote rent renting
rest retired retiring right room roommate roommates run running safe said same saw say saying school search searching second see seeing
seems seen send senior serious seriously seven several she short should show sick side sign simple since single sister six size skip
small so some somebody someone something sometime sometimes somewhere son soon sorry sound sounds space special spending start starting
stay staying still stop stressed student students stuck studying super supposed sure take taking talk tall team tell ten than thank thanks
that thats the their them then there these they thing things think thinking third this those though thought three through tight time
tired to today together told tomorrow too top total totally town transferring trying twice two type ugh under unit units until up upset us
use used using usually very visiting wait waiting walk want wanted wanting wants was way we week weekend weeks weight well went were west
what whatever when where whether which while white who whole why wife will willing with within without woman wondering work working world
worried would wouldnt wow yeah year years yes yet you young your yours
allergic asthmatic overwhelmed confused lost stressed stressing tired exhausted scared nervous anxious worried excited curious unsure clueless pregnant expecting disabled deaf blind handicapped sober vegan vegetarian muslim christian jewish catholic hindu buddhist gay lesbian queer trans veteran vet nurse teacher doctor engineer remote hybrid unemployed employed freelance freelancing relocating moving new local desperate flexible picky broke poor rich loaded af lol tbh fr ngl deadass literally lowkey highkey
confused curious unsure stressing tired scared okay worried hopeful anxious thrilled ecstatic set sold done leaning hunting shopping browsing checking trying asking wondering fine alright garbage rated dated hated mated gates rates parting barking eighty heights lately lights nights rights sights weights fights bright fright freight
`;

export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
