/**
 * Original blog posts for the Houston apartment locator.
 * Hand-written markdown; the loader inserts these as-is.
 */
import type { BlogPostSeed } from "../types.ts";

export const blogPostSeeds: BlogPostSeed[] = [
  {
    slug: "how-free-apartment-locating-works",
    title: "How a Free Apartment Locator Works (and Who Actually Pays)",
    excerpt:
      "Apartment locators in Houston don't charge renters. Here's where the money comes from, what that means for the advice you get, and what to ask any locator.",
    author: "Priya Shah",
    tags: ["locating", "moving"],
    publishedAt: "2025-09-04",
    content: `"Free" is a word that should make anyone a little suspicious, so let's be direct about how apartment locating works in Houston, who pays us, and what that means for you.

## The short version

Most large apartment communities in Houston pay a commission to the licensed real estate agent who refers a renter that signs a lease. **The renter pays nothing extra for using a locator.** The rent and fees are the same whether you walk in on your own or come through a locator. The property treats the commission as a marketing cost, the same way it pays for listing sites, signage and ads.

## Why properties pay

Houston has an enormous apartment market and a lot of new construction, so filling vacant units quickly is worth real money. An empty unit earns nothing. Locators bring in renters who already know their budget, move-in date and must-haves, which saves leasing staff a lot of time. Commissions are often a percentage of one month's rent or a flat amount, and they tend to rise when a property has more vacancies than it would like.

## What a good locator actually does

- **Narrows the field** from hundreds of options to a short list that fits your budget, commute, pets and priorities.
- **Knows the current specials** and compares them honestly using net effective rent.
- **Knows the fine print:** fees, parking costs, pet policies, income requirements and which properties accept a guarantor or a thin credit history.
- **Knows reputations:** how responsive management is, which buildings have had flooding or maintenance problems, and which ones look better online than in person.
- **Schedules tours** so you can see several properties in one afternoon instead of spending three weekends on it.
- **Stays involved after you apply,** following up on approvals and answering lease questions.

## The honest limitations

Because properties pay the commission, locators naturally work with properties that pay. That covers most large, professionally managed communities, but it usually leaves out:

- Garage apartments, duplexes and small buildings run by individual owners
- Properties that have chosen not to work with locators
- Single-family homes and townhomes for rent, which often work differently

A good locator will tell you when one of those would fit you better, even if it means they don't get paid.

There's also a potential conflict of interest: commissions differ from property to property. A trustworthy locator recommends the apartment that fits you, not the one that pays best. If someone keeps steering you toward a building that doesn't match what you asked for, treat that as a red flag.

## Making sure your locator gets credit

This is the one step that trips people up. Properties typically pay only if the locator is identified at your first contact.

- **Write your locator's name on the guest card** at your first visit, and again on your application.
- **Tell your locator before you call or visit a property on your own,** so they can register you first.
- **Mention any property you toured before you started working together.** That property usually won't pay a commission, and that's fine. It's just the honest way to handle it.

## Questions to ask any locator

1. **Are you licensed?** In Texas, anyone paid to locate apartments for others needs a real estate license through the Texas Real Estate Commission. You should also receive an Information About Brokerage Services notice explaining who the agent represents.
2. **Who pays you, and roughly how much?** You're entitled to a straight answer.
3. **Will you tell me about places that don't pay a commission** if they'd suit me better?
4. **How do you choose which properties to show me?**
5. **Have you helped people in my situation?** Pets, roommates, an out-of-state move, a medical residency, a past broken lease or an eviction on your record.
6. **Will you still answer my calls after I sign** if something goes wrong at move-in?

## Red flags

- Asking you to pay a fee up front for a standard apartment search
- Pressuring you to apply the same day without seeing the unit or the full fee list
- Vague answers about licensing or who they work for
- Promising approval regardless of your credit or rental history

## What we promise

Our service is free to renters, full stop. We'll show you properties that fit your criteria, tell you what we know about each one, including the downsides, and point you elsewhere when we're not the right tool for your search. Tell us your budget, timeline and priorities, and we'll take it from there.`,
  },
  {
    slug: "montrose-renters-guide",
    title: "A Renter's Guide to Montrose: Character, Trade-offs and Where to Look",
    excerpt:
      "Montrose packs galleries, taquerias and leafy side streets into a few square miles. Here's what renting there is really like, from garage apartments to new mid-rises.",
    author: "Maya Thompson",
    tags: ["neighborhoods"],
    publishedAt: "2025-10-02",
    content: `Montrose is the neighborhood people picture when they say Houston has more personality than its freeways suggest. It sits just southwest of downtown, roughly bounded by Allen Parkway and Buffalo Bayou to the north, US-59 to the south and Shepherd Drive to the west, with its eastern edge blending into Midtown. Inside that box you'll find world-class art, late-night taco trucks, century-old bungalows and brand-new mid-rises, sometimes on the same block.

Here's what the housing actually looks like, what the trade-offs are, and how to pick the right pocket of the neighborhood.

## What the rental stock looks like

Montrose doesn't have one "type" of apartment, and that's the first thing to understand.

- **Garage apartments and duplexes.** Many older homes have a unit over the detached garage or have been split into two or four units. They can be charming and relatively affordable, but they're usually run by an individual owner, so maintenance response varies a lot.
- **Small vintage complexes.** Two-story buildings from the 1950s through the 1970s with a courtyard or a small pool. Expect character, smaller kitchens, older air-conditioning and sometimes limited parking.
- **Newer mid-rise buildings.** Mostly along Montrose Boulevard, Westheimer, West Gray and near the bayou. Structured parking, package lockers, fitness rooms and the higher rent that pays for all of it.
- **Townhomes for rent.** Houston's lack of traditional zoning means three-story townhomes replaced plenty of old bungalows. Some are rented out by their owners and can work well for roommates.

## The good stuff

**Walkability, by Houston standards.** On many blocks you can walk to coffee, groceries, bars, restaurants and parks. The Menil Collection, the Rothko Chapel and the lawns around them are free and feel like a daily amenity, not just a tourist stop.

**A central location.** Downtown, the Galleria, the Museum District, Rice University and the Texas Medical Center are all a short drive away. Buffalo Bayou Park's trails are a quick bike ride north.

**A neighborhood with its own identity.** Montrose has long been an arts district with an independent streak, and that history shows in its bars, shops, murals and events. People who move here tend to stay.

## The trade-offs

- **Parking can be tight.** Older complexes may offer one space per unit or none at all, and some blocks have residential permit parking. If you have two cars, ask exactly where the second one goes.
- **Noise changes block by block.** A unit one street off lower Westheimer can hear bar patios on a Saturday night. A unit four blocks away can be as quiet as a cul-de-sac.
- **Older buildings mean older systems.** Ask about the age of the AC, the water heater and the windows. In an August heat wave, an undersized AC is the difference between comfortable and miserable, and drafty windows show up on your electric bill.
- **Street drainage.** Some Montrose streets pond quickly in heavy rain. Ask whether the parking lot or ground-floor units have ever taken on water, and read the flood disclosure in the lease.

## Choosing your pocket of Montrose

Think of the neighborhood as a few overlapping zones:

- **Near Westheimer and lower Montrose Boulevard:** the most restaurants, nightlife and walkability, and the most noise.
- **Around the Menil:** quieter, greener streets with older homes and garage units.
- **Toward Allen Parkway and the bayou:** more new construction, easy trail access and a quick hop downtown.
- **Toward Shepherd and the River Oaks edge:** a bit more polished, often pricier, close to the shops on West Gray.

## Getting around

Montrose is mostly a driving-and-biking neighborhood. The METRORail Red Line runs a few blocks east along Main Street through Midtown and the Museum District, so eastern Montrose can be a reasonable walk to a station. Several bus routes cross the neighborhood, including a frequent line on Westheimer. Biking is popular thanks to the bayou trails, but protected bike lanes are still patchy, so plan routes on quieter residential streets.

## Questions to ask on a tour

1. How many parking spaces come with the unit, and is there guest parking?
2. When was the AC last replaced, and how are after-hours maintenance requests handled?
3. Has the unit or the parking area ever flooded?
4. Are water, trash and pest control billed separately?
5. Is the owner planning renovations or a sale that could affect my renewal?

## Is Montrose right for you?

If you want to walk to dinner, see art on a Tuesday afternoon and live somewhere with some history, Montrose is hard to beat inside the Loop. If you need two covered parking spaces, a big modern kitchen and total silence at night, you can still find it here, but you'll pay more and need to be choosy about the block.

Tell us which trade-offs matter most to you and we'll build a shortlist. We'll also tell you honestly when a garage apartment or small owner-run building would suit you better than anything on our list.`,
  },
  {
    slug: "lease-terms-and-fees-explained",
    title: "Lease Terms and Fees, Explained: What You're Really Paying",
    excerpt:
      "Application fees, admin fees, deposits, pet rent, concessions and net effective rent, decoded. Know what every line of a Houston lease costs before you sign.",
    author: "Priya Shah",
    tags: ["leases", "budgeting"],
    publishedAt: "2025-11-06",
    content: `Most Houston apartment communities use the Texas Apartment Association lease, a long standard form with addenda covering everything from parking to mold. The core document is fairly consistent from property to property. The fees and terms around it are where things vary. Here's a plain-English guide.

## Application fee

Charged per adult to cover screening: credit, rental history, criminal background and income verification. It's usually non-refundable, even if you're denied. Before you pay, ask:

- What are the approval criteria (income multiple, credit, past evictions)?
- How long does approval usually take?
- Is a guarantor or an extra deposit allowed if I miss one criterion?

Don't apply at five places "just in case." Each fee is gone whether you move in or not.

## Administrative fee

A one-time, non-refundable charge collected at application or signing, often somewhere in the low hundreds of dollars. It's sometimes waived or reduced as a special. It isn't a deposit, so you won't see it again.

## Security deposit

Refundable, minus deductions for damage beyond normal wear and tear and any unpaid charges. Under Texas law, the landlord generally has 30 days after you move out to refund the deposit or send an itemized list of deductions, and you need to provide a forwarding address in writing. Some properties offer a reduced deposit for strong credit or a "deposit alternative," a non-refundable fee through an insurance-style program. Read those terms carefully: you can still be billed for damage.

## Pet deposit, pet fee and pet rent

Three different things:

- **Pet deposit:** refundable, like a security deposit.
- **Pet fee:** one-time and non-refundable.
- **Pet rent:** a monthly charge for as long as the pet lives there.

Properties may charge any combination. Over a year, pet rent often costs more than the upfront charges, so add it all up.

## Parking and recurring fees

Suburban garden communities often include open parking, while covered spaces, reserved spots, garages and second spaces usually cost extra. In mid-rises, even the first space may be billed monthly.

Then there are recurring fees: valet trash, pest control, package lockers, amenity or technology packages, and water, sewer and trash billed back to residents, often by a formula based on unit size and occupancy. Ask for a complete written list and the average utility charge for your floor plan.

## Lease length and month-to-month premiums

Rent is quoted for a specific term. Pricing software often shows different rents for 7, 10, 13 or 15 months depending on when the property wants leases to end, so ask to see several options.

When your lease ends, month-to-month is usually available at a premium that can be substantial. If you only need a few extra months, a short renewal term is often cheaper.

## Renewals and notice

Renewal offers typically arrive 60 to 90 days before your lease ends. Your move-out notice requirement, often 30 to 60 days, is spelled out in the lease. Put that date in your calendar; missing it can cost an extra month. Renewal increases are sometimes negotiable, especially when the property is advertising big specials to new residents.

## Breaking a lease early

The TAA lease addresses early move-outs with a **reletting charge** (a percentage of one month's rent) plus responsibility for rent until the unit is re-leased. Many properties also offer a buyout option with a set fee and notice period. Read that section before signing so you know your exit costs.

Texas law also allows tenants to end a lease early in specific situations, including certain military deployments or orders and cases involving family violence, sexual assault or stalking, with the required notice and documentation. Leases are expected to describe these rights.

## Concessions and net effective rent

When many buildings are competing for renters, you'll see specials like "6 weeks free" or "one month free on a 13-month lease." They can be great deals, but they make comparisons tricky. Use **net effective rent**: total rent over the lease, minus the concession, divided by the number of months.

Example: $1,800 a month on a 12-month lease with 6 weeks free.

- Six weeks is about 1.5 months, or $2,700.
- Total rent is $21,600, minus $2,700, which leaves $18,900.
- Divided by 12, the net effective rent is **$1,575**.

Then check three things:

- **How is the concession applied?** Off the first month, spread across the lease, or as a later credit?
- **What if you break the lease?** Most leases require you to pay the concession back.
- **What happens at renewal?** Your renewal will usually be based on the $1,800 base rent, not the $1,575 you effectively paid. That can feel like a big jump.

## Before you sign

Ask for a written, itemized quote showing rent, every fee, deposits, concessions and your total move-in amount. Compare quotes side by side. A building that looks $100 cheaper can cost more once fees are included, and a bigger special is worth less if you only plan to stay a year.`,
  },
  {
    slug: "houston-apartment-budget-guide",
    title: "How Much Apartment Can You Afford in Houston?",
    excerpt:
      "The 30% rule is a starting point, not a verdict. How to build a realistic Houston rent budget, including summer electric bills, hidden fees and renter's insurance.",
    author: "Carlos Rivera",
    tags: ["budgeting", "moving"],
    publishedAt: "2026-01-08",
    content: `Ask ten people how much you should spend on rent and nine will say "30% of your income." It's a fine place to start, but Houston has its own wrinkles: long summers that push electric bills up, a car-centered layout and a list of monthly fees that rarely appear in the advertised price. Here's how we help clients land on a number they can actually live with.

## Start with the 30% rule

The classic guideline is to spend no more than 30% of your gross monthly income on rent. On a $60,000 salary, that's $5,000 a month gross, or about $1,500 for rent.

It's useful partly because it roughly matches how landlords screen. Many Houston properties want gross monthly income of about **three times the rent**, and some accept a bit less. On that same $5,000 a month, you'd usually qualify for apartments up to around $1,650.

## Where the 30% rule falls short

- **It ignores debt.** Student loans, a car payment and credit cards can eat a big share of your paycheck. If you have significant monthly debt payments, aim lower.
- **It uses gross income.** Texas has no state income tax, which helps, but federal taxes, health insurance and retirement contributions still come out first. Budget from take-home pay for a reality check.
- **It ignores transportation.** A cheaper apartment 35 minutes out can cost more overall once you count gas, tolls and wear on your car. A pricier apartment near the rail line might let a household drop a car entirely.
- **It leaves out the other costs of renting,** which is the big one.

## The real monthly cost of an apartment

When we compare buildings for clients, we add up everything that shows up each month:

- **Base rent,** after any concessions
- **Water, sewer and trash,** which many complexes bill back to residents
- **Flat fees** like valet trash, pest control, package lockers or a tech package
- **Parking,** often free in suburban garden complexes and frequently extra in mid-rises
- **Pet rent,** if you have a pet
- **Internet,** unless the building includes it
- **Renter's insurance,** which most properties now require
- **Electricity,** which deserves its own section

## Houston summer electric bills

Your AC will work hard from roughly May through September, and electricity is usually the most variable line in a renter's budget. What drives it:

- **Unit location.** A west-facing top-floor unit soaks up afternoon sun. A middle-floor interior unit is insulated by its neighbors.
- **Building age.** Older windows and older AC systems use more power for the same comfort.
- **Your plan.** Houston is in Texas's deregulated market, so you choose a retail electricity provider. The rate, contract length and fine print, such as bill credits that only apply in a narrow usage range, all affect what you pay.
- **Your thermostat.** Every degree warmer you set it in summer makes a noticeable difference.

For planning, assume your peak summer bill could be **roughly double** a mild spring month, and ask the leasing office for typical bills for your floor plan. Some providers offer average or level billing to smooth out the summer spike.

## Renter's insurance

Most Houston properties require renter's insurance with a minimum amount of liability coverage, commonly $100,000. A basic policy is usually inexpensive, often comparable to a streaming subscription or two each month, and it covers your belongings against fire, theft and many kinds of water damage from inside the building.

Two caveats:

- **It does not cover flooding** from rising water. That takes a separate flood policy.
- **Watch the deductible.** A cheap policy with a high deductible won't help much with a small theft.

## Move-in costs

Your first month is the most expensive. Plan for application fees (usually per adult), an administrative fee, the security deposit, any pet deposit or fee, first month's rent (sometimes prorated), possible utility deposits if your credit history is thin, and movers or a truck. Having **two to three months of rent** saved before you move is a comfortable target.

## A sample budget

Say you take home $3,800 a month after taxes and benefits. A realistic summer month might look like this:

- Rent: $1,350
- Water, trash and fees: $90
- Electricity: $160
- Internet: $60
- Renter's insurance: $15
- Parking: included

That's about $1,675, or roughly 44% of take-home pay. Look at that number honestly. If it feels tight, the fix usually isn't a smaller apartment. It's a different location, an older building or a roommate.

## Our advice

Pick your target by **total monthly cost,** not advertised rent. Tell us that number and we'll screen out buildings whose fees push them over it, so you don't discover a valet trash charge after you've fallen for the kitchen.`,
  },
  {
    slug: "heights-vs-midtown",
    title: "The Heights vs. Midtown: How to Choose Where to Rent",
    excerpt:
      "Both are close-in, popular and full of new apartments, but they feel very different day to day. A side-by-side look at housing, noise, transit, parking and price.",
    author: "Carlos Rivera",
    tags: ["neighborhoods", "commuting"],
    publishedAt: "2026-02-12",
    content: `When we ask renters where they'd like to live, two of the most common answers are "the Heights" and "Midtown." Both are inside the Loop, both are a short trip to downtown, and both have added lots of new apartments over the past decade. But they suit very different routines. Here's how we walk clients through the choice.

## The quick version

- **Choose the Heights** if you want tree-lined streets, a neighborhood feel and trail access, and you don't mind driving for most errands.
- **Choose Midtown** if you want to live on the rail line, walk to bars and restaurants, and be as close to downtown as possible without living downtown.

## Neighborhood feel

**The Heights** began as one of Houston's early planned suburbs, and it still has a small-town grid: Victorian and craftsman bungalows, the wide Heights Boulevard esplanade with its walking path, and local shops along 19th Street. Weekends mean farmers markets, coffee shops, dog walks and patios. Most large apartment communities sit on the edges of the historic core, near Yale Street, Washington Avenue and the I-10 corridor.

**Midtown** sits between downtown and the Museum District, and it's denser and more urban. Most of its housing dates from the late 1990s onward: four- and five-story buildings wrapped around parking garages, plus a few high-rises. It has a concentrated nightlife scene, plenty of restaurants, Midtown Park and quick access to downtown jobs and events. It skews younger and gets busy on weekend nights.

## Housing and price

New construction commands a premium in both. A few patterns we see consistently:

- **Midtown has more units per block,** so there's usually more to choose from at any given time, and more specials when several buildings are leasing at once. That competition can work in your favor.
- **The Heights has fewer big complexes** inside the historic core, so the best options rent quickly. Garage apartments and duplexes fill the gaps but come and go without much warning.
- **Older Midtown buildings** can offer more space for the money than brand-new buildings in either neighborhood, though this varies a lot by property and season.

Always compare using **net effective rent** and your total monthly cost, including parking, trash, pest control and amenity fees.

## Getting around

This is where the two diverge most.

**Midtown** has the METRORail Red Line running down Main Street with several stations in the neighborhood. It connects north to downtown and south to the Museum District, Hermann Park, the Texas Medical Center and NRG Park. If you work downtown or at the TMC, you can realistically skip the car commute.

**The Heights** has no rail, but it has some of the best trail access in the city. The Heights Hike and Bike Trail follows an old rail line and connects to the White Oak Bayou trail toward downtown, and plenty of residents bike to work. For most errands, though, plan on driving. I-10 and the North Loop border the area, and I-45 toward downtown is close.

## Noise, parking and daily life

- **Noise:** Midtown units facing bar-heavy streets can be loud late on weekends, so ask for a courtyard-facing or higher-floor unit. The Heights is generally quieter, though units near Washington Avenue or busy corners get their own weekend traffic.
- **Parking:** Most Midtown buildings have garages, sometimes with a fee for a second space. In the Heights, large complexes have garages, while small properties may rely on surface lots or the street.
- **Groceries:** Both are well served. The Heights has several full-size grocery stores along its main corridors, and many Midtown buildings are within walking distance of one.
- **Green space:** Midtown has small urban parks and is close to Buffalo Bayou and Hermann Park. The Heights has the trail network, the boulevard esplanade and neighborhood parks.

## Flooding and drainage

Neither neighborhood is immune to Houston's heavy rain. Parts of the Heights near White Oak Bayou and Little White Oak Bayou have flooding history, and some Midtown streets pond during downpours. Ask each property directly, read the flood disclosure in the lease, and favor units above the ground floor if you're concerned.

## A simple way to decide

Spend one weekday evening and one Saturday in each neighborhood. Drive or ride your actual commute at rush hour. Grab dinner, walk a few blocks after dark, and notice how it feels. Most people know within a day which one fits.

Still torn? Tell us your commute, budget and must-haves, and we'll set up a tour that covers two or three buildings in each neighborhood on the same afternoon, so you can compare while the details are fresh.`,
  },
  {
    slug: "houston-commute-and-metrorail-guide",
    title: "Commuting in Houston: METRORail, Park & Rides and the Freeways",
    excerpt:
      "Where you rent decides how you spend your weekday mornings. A local's guide to the rail lines, park & ride buses and freeways, plus how to test a commute before you sign.",
    author: "Priya Shah",
    tags: ["commuting", "neighborhoods"],
    publishedAt: "2026-03-12",
    content: `Houston covers a lot of ground, and where you rent decides how much of your life you spend crossing it. A great apartment with a miserable commute isn't a great apartment. Here's an overview of your options and a simple method for testing a commute before you sign a lease.

## METRORail: three lines, one core

METRO's light rail system is compact, but it's genuinely useful if you live and work near it.

- **Red Line.** The backbone. It runs north-south from the Northline area, past the University of Houston-Downtown, along Main Street through downtown, then through Midtown, the Museum District, Hermann Park and Rice, the Texas Medical Center and NRG Park before ending at Fannin South. If you work downtown or at the TMC, living near a Red Line station can replace a car commute.
- **Green Line.** Runs from downtown east through EaDo and along Harrisburg into the East End, ending at the Magnolia Park Transit Center.
- **Purple Line.** Runs from downtown southeast through the Third Ward, past Texas Southern University and the University of Houston, to the Palm Center Transit Center.

The Green and Purple lines share track through downtown and connect with the Red Line there. Trains come frequently during the day, with longer waits late at night and on weekends. Fares are low, and you can pay with a METRO fare card or the mobile ticketing app.

**Who rail works best for:** people who live in Midtown, the Museum District, downtown, EaDo or near the TMC and work along the same lines.

## Buses and park & rides

METRO's local bus network is built around a grid of frequent routes, and many major corridors see buses every 15 minutes or better for much of the day.

**Park & ride** is Houston's best-kept commuting secret. METRO runs park & ride lots in areas like Katy, Cypress, Kingwood and the Clear Lake area, with commuter buses to downtown, the TMC, Uptown and Greenway Plaza. Fort Bend County and The Woodlands run their own commuter services too. These buses often use HOV or managed lanes, so the ride can beat driving, and you skip paying for parking at work. Many large employers subsidize passes. If you're considering the suburbs and work in a major job center, look for an apartment a short drive from a park & ride lot.

## The freeways

If you drive, these are the names you'll hear in every traffic report:

- **I-10.** The Katy Freeway to the west is one of the widest highways in the country, linking Katy and the Energy Corridor with downtown. The East Freeway heads toward Baytown. Both back up at rush hour.
- **I-610, "the Loop."** The ring around central Houston; "inside the Loop" is shorthand for the urban core. The West Loop near the Galleria is one of the busiest stretches of road in Texas.
- **US-59/I-69.** The Southwest Freeway runs toward Sugar Land, and the Eastex Freeway heads northeast toward Humble and Kingwood. The stretch near Greenway Plaza and Montrose is a daily bottleneck.
- **I-45.** The Gulf Freeway heads southeast toward Galveston, and the North Freeway runs toward Spring and The Woodlands.
- **Beltway 8.** The Sam Houston Tollway forms a second, larger ring, with toll main lanes and free frontage roads.
- **Other key routes:** US-290 toward Cypress, SH 288 toward Pearland with its managed toll lanes, the Westpark Tollway, and the Grand Parkway as the outermost ring.

If you'll use toll roads regularly, get an EZ TAG or a compatible toll tag. Paying by mail costs more.

## How to test a commute before you sign

Map apps are helpful but optimistic. Here's what we recommend:

1. **Check the route at the real time.** Set your map app to "arrive by" your actual start time on a weekday, and look at the range of estimates, not just the best case.
2. **Drive it once for real.** Pick a Tuesday, Wednesday or Thursday, when traffic tends to be heaviest. Do the morning trip to work and the evening trip back.
3. **Ride transit once.** If you'd take the train or a park & ride bus, try it: walk to the stop, wait, ride and walk to the office. Notice the shade, the sidewalks and how the walk feels after dark.
4. **Think about rain.** Heavy storms can double drive times and flood underpasses. Know an alternate route that avoids low spots.
5. **Factor in parking.** Where will you park at work, and what does it cost?
6. **Add up the real cost.** Gas, tolls, parking and car wear add up, and a cheaper apartment farther out can cost more overall.

## A rule of thumb

For most people, the difference between a 20-minute and a 45-minute commute matters more to daily happiness than an extra 100 square feet. Tell us where you work and how you'd like to get there, and we'll sort buildings by commute time first, then narrow by price and amenities.`,
  },
  {
    slug: "flood-risk-for-houston-renters",
    title: "Flood Risk for Houston Renters: What to Check Before You Sign",
    excerpt:
      "Houston floods, and not only in mapped floodplains. How to research a unit's flood history, read the lease's flood disclosure and protect your belongings with flood insurance.",
    author: "Maya Thompson",
    tags: ["safety", "weather", "leases"],
    publishedAt: "2026-04-09",
    content: `Houston is flat, heavily paved and laced with bayous, and it gets some of the most intense rainfall of any major U.S. city. Tropical Storm Allison in 2001, the Memorial Day and Tax Day floods of 2015 and 2016, Hurricane Harvey in 2017 and Tropical Storm Imelda in 2019 all flooded apartments across the region, and Harvey flooded many homes that sat outside any mapped floodplain.

You can't eliminate flood risk as a renter, but an hour of research before signing can reduce it a lot.

## Read the flood disclosure in your lease

For leases signed on or after January 1, 2022, the Texas Property Code requires landlords to include a written flood disclosure. It tells you:

- Whether the landlord **is aware** that the dwelling is in a 100-year floodplain. If neither box is checked, the notice says to assume it is.
- Whether the landlord **is aware** that the dwelling has flooded at least once in the **last five years**.

The notice also reminds you that most renter's insurance doesn't cover flood damage. If a landlord fails to provide the disclosure and you then suffer a substantial loss of belongings from flooding, Texas law lets you terminate the lease by written notice within a short window after the flood.

Two limits to remember. The disclosure only covers what the landlord is aware of, and a five-year lookback no longer reaches Harvey. Treat it as a starting point, not the final word.

## Check the FEMA flood zone

FEMA's flood maps label areas by risk:

- **Zone AE and other A zones:** the 1% annual chance floodplain, often called the 100-year floodplain. Over a 30-year span that's roughly a one-in-four chance of flooding, which is not rare.
- **Shaded Zone X:** the 0.2% annual chance, or 500-year, floodplain. Moderate risk.
- **Unshaded Zone X:** minimal mapped risk, which is not the same as no risk.

You can look up any address on FEMA's flood map service and on Harris County's flood tools. If a building is in or next to an A zone, dig deeper.

## Look at the bayous and the terrain

Maps don't capture everything. Look at where the property sits:

- **Distance to a bayou or channel.** Brays, White Oak, Buffalo, Sims, Greens and Halls bayous and Cypress Creek all have flood history, as do many smaller tributaries.
- **Elevation relative to the street.** Is the parking lot lower than the road? Are the buildings raised a few feet or built at grade?
- **Signs of past water.** New drywall or flooring only in ground-floor units, water lines on fences or walls, or a lot of recent renovation in low spots.
- **Reservoirs.** Some neighborhoods near the Addicks and Barker reservoirs in west Houston flooded from reservoir water during Harvey.

## Ask the leasing office directly

Questions we ask on behalf of clients:

1. Has any unit in this building flooded? Which ones, and when?
2. Did water reach the parking garage or lot during Harvey, Imelda or any more recent storm?
3. What changed afterward, such as drainage work, flood barriers or raised equipment?
4. Where are the electrical rooms and elevator equipment located?
5. Can residents move cars to higher garage levels during storms?

A straight answer is a good sign. A vague one tells you something too.

## Choose the unit, not just the building

- **Skip the ground floor** if flood risk worries you. Upper-floor units rarely take on water, though you can still lose your car, power or access.
- **Check the parking.** Surface lots flood before buildings do. A garage with upper levels lets you move your car up when heavy rain is forecast.
- **Think about access.** A dry unit behind a street that floods can still leave you stuck for a day or two.

## Insure your belongings against flood

Standard renter's insurance excludes flooding from rising water. You can buy **contents-only coverage** through FEMA's National Flood Insurance Program, sold by most insurance agents, which covers personal belongings up to $100,000. Private flood policies are another option.

The key detail: NFIP policies generally have a **30-day waiting period** before coverage starts, with limited exceptions. You can't buy a policy once a storm appears in the Gulf forecast and expect it to help. Buy it when you sign your lease, and certainly before hurricane season starts on June 1. Contents-only premiums for renters are often modest, especially above the ground floor.

## The bottom line

Flood risk in Houston isn't yes or no; it's a range. Read the disclosure, check the map, look at the terrain, ask hard questions and insure what you can't afford to replace. If you tell us flooding is a priority, we'll screen out properties with a known history and favor buildings with upper-floor units and garage parking.`,
  },
  {
    slug: "renting-near-texas-medical-center",
    title: "Renting Near the Texas Medical Center on a Resident's Schedule",
    excerpt:
      "Long shifts, early rounds and pricey parking change how you should choose an apartment. Practical advice for residents, fellows, nurses and students moving to the TMC area.",
    author: "Priya Shah",
    tags: ["medical-center", "neighborhoods", "commuting"],
    publishedAt: "2026-05-07",
    content: `The Texas Medical Center is often called the largest medical complex in the world, and it works like a small city: dozens of hospitals, schools and research institutions packed around Fannin Street, Holcombe Boulevard and Main Street. Every spring a new wave of residents, fellows, nurses and graduate students arrives with a July start date, a few weekends to find a place and a schedule unlike anyone else's.

Here's how we help medical trainees think about renting in the area.

## Start with your real schedule

A nine-to-five renter can live almost anywhere and tolerate a slower commute. Someone working overnight call, 5 a.m. pre-rounds or rotating nights has different priorities:

- **Reliability beats distance.** A ten-minute drive that sometimes becomes thirty is worse than a predictable fifteen-minute train ride.
- **Protect your sleep.** If you'll sleep during the day, you want a quiet unit away from the pool, dog park, trash compactor and busy streets.
- **Plan for odd hours.** You'll come home at 2 a.m. sometimes. Well-lit, controlled-access parking is worth a lot.

## Parking at the TMC

Parking inside the Medical Center is a real cost and a real hassle. Many institutions assign employees to remote lots with shuttles, and permits for garages close to the hospitals can be expensive or wait-listed. Before choosing an apartment, ask your program coordinator:

1. Where will I park, and what will it cost?
2. Does a shuttle run from that lot at the hours I'll be working?
3. Does the institution subsidize a METRO pass?

The answers can change which neighborhood makes sense.

## Neighborhoods that work well

**Walking distance.** Several apartment communities sit right on the edges of the Medical Center, along South Main, Fannin and Old Spanish Trail. You can walk or take a short shuttle and skip the parking problem. The trade-off is a less residential feel and, in some buildings, a big wave of move-ins and move-outs every summer.

**Along the Red Line.** METRORail's Red Line runs through the Medical Center, with stations at Memorial Hermann/Hermann Park, Dryden/TMC and the TMC Transit Center. Living near a station in the Museum District or Midtown gives you restaurants and walkability with a short, predictable ride. Trains run from early morning until around midnight, so check the current schedule against your earliest start.

**West University and Rice Village.** Quiet, leafy and close, with shopping and dining in the Village. Rentals tend to be duplexes, garage apartments or smaller older buildings, and prices run higher.

**Braeswood and Meyerland.** Popular for space and value, and close to work. But these areas sit along Brays Bayou and have significant flood history. If you look here, read the lease's flood disclosure closely, ask about past flooding, choose an upper floor and strongly consider flood insurance.

**Pearland, via SH 288.** Newer, larger apartments and a straight shot north to the Medical Center. A good fit if you have a family or want more room and don't mind a freeway commute.

## Timing your lease

Residency years usually begin around July 1, so lots of people search in the same window.

- **Start looking in spring.** Many buildings will show and hold units several weeks ahead of move-in.
- **Ask about renewal history.** In a three-year program, a 12-month lease with reasonable renewals can work fine. Ask how much renewals have gone up recently.
- **Plan your exit.** Your final move will probably be in June. If your lease ends in August, you may owe a reletting charge or pay double rent. Aim for end dates in late June or early July, and ask whether the property offers a lease length that lines up.
- **Virtual tours are fine, with guardrails.** Ask for a live video tour of the actual unit, not a model, and have someone you trust check the garage and surroundings at night.

## Small things that make a big difference

- **Blackout curtains** or blinds that truly seal for daytime sleep.
- **Distance from the elevator and trash chute,** which are noisy at all hours.
- **Reliable package handling,** since you won't be home to sign for deliveries.
- **An in-unit washer and dryer,** so laundry doesn't wait for a shared machine at midnight.
- **Covered parking** in a city where summer sun bakes cars and hailstorms happen.

## Budgeting on a trainee's salary

Resident pay is fixed and modest compared with rents close to the Medical Center. Many trainees share a two-bedroom with a co-resident, pick a building a few stops farther out on the rail line, or choose an older building with fewer amenities. Some properties offer discounts for medical professionals or TMC employees, and it never hurts to ask.

If you've matched to Houston, send us your program, start date and typical shift pattern. We'll suggest buildings that fit your schedule and help you time the lease so your last June is calmer than your first.`,
  },
  {
    slug: "hurricane-prep-for-apartment-renters",
    title: "Hurricane Season Prep for Apartment Renters",
    excerpt:
      "Hurricane season runs June 1 to November 30. A practical checklist for apartment dwellers: go-kits, documents, where to park, riding out outages and what to ask management.",
    author: "Carlos Rivera",
    tags: ["weather", "safety"],
    publishedAt: "2026-05-28",
    content: `Atlantic hurricane season runs from **June 1 through November 30**, with the busiest stretch usually from mid-August into October. Houston doesn't need a direct hit to have a rough week. Ike in 2008, Harvey in 2017 and Beryl in 2024 each showed a different way a storm can upend daily life, from wind damage to catastrophic flooding to power outages that lasted more than a week for many households.

Apartment living changes the playbook. You don't have plywood to hang or a yard to clear, but you share walls, parking and elevators with hundreds of neighbors. Here's how to prepare.

## Know whether you'd evacuate

Most inner Houston apartments are not in storm surge evacuation zones, which cover coastal and bay-area communities. The common advice is **run from water, hide from wind**: evacuate if you're in a surge zone or told to leave, and otherwise prepare to shelter in place. Look up your ZIP code's evacuation zone at the start of each season.

Sheltering in place doesn't mean staying put no matter what. If you live on a ground floor in a flood-prone area, arrange ahead of time to stay with a friend on a higher floor or outside the flood area before the rain starts.

## Build a go-kit

Keep it in one bin or duffel you can grab in five minutes:

- Water (about a gallon per person per day for several days) and non-perishable food
- Flashlights, extra batteries and a battery or hand-crank radio
- Charged power banks, cables and a car charger
- At least a week of prescription medications and a basic first-aid kit
- Cash in small bills, because card readers go down with the power
- Pet food, a leash or carrier and vaccination records
- A change of clothes, sturdy shoes and rain gear
- Toiletries and any baby supplies

## Protect your documents

Put copies of your ID, lease, renter's and flood insurance policies, vehicle title and insurance card, and key medical information in a waterproof bag, and save photos of them to cloud storage. Before the season, record a **video walkthrough of your apartment** showing your belongings. It makes insurance claims far easier.

## Park your car above the water

Flooded cars are among the most common storm losses for renters. When heavy rain is forecast:

- Move your car to an upper level of your building's garage or a nearby public garage that allows it. Some public garages have opened to residents during major storms; watch for announcements.
- Avoid low spots in surface lots and streets next to bayous.
- Fill the tank early, before lines form and stations lose power.
- **Never drive into flooded roads.** Water hides washed-out pavement, and surprisingly shallow moving water can float a car. Houston's underpasses fill fast.

## Prepare for power outages

After Beryl, some neighborhoods waited days for power in July heat. In an apartment:

- **Have a cooling plan.** Know where you'd go: a friend's place, a library or a city cooling center. Heat is the most dangerous part of a summer outage.
- **Never run a generator indoors, on a balcony or in a garage.** Carbon monoxide poisoning kills people after major Houston storms. Most leases ban generators and grills on balconies anyway.
- **Keep the fridge and freezer closed.** A full freezer stays cold longer, so freeze water bottles ahead of time to fill space.
- **Expect elevator and water issues up high.** In mid-rises, outages can stop elevators and sometimes the pumps that push water to upper floors. Store extra water if you live up high.
- **Unplug electronics** to protect them from surges when power returns.

## Talk to management early

Ask these questions at the start of the season, not the day before landfall:

1. Does the property have a storm plan, and how will it reach residents: text, email or app?
2. Where can residents move cars during a storm?
3. Will staff secure pool furniture and common-area items?
4. Is there backup power for elevators, gates or emergency lighting?
5. How will maintenance requests be prioritized afterward?

Then do your part. Bring in balcony furniture, plants and decorations, which become projectiles in high wind.

## After the storm

- **Photograph damage** before cleaning up, and report it to management in writing.
- **Call your insurer quickly.** Renter's insurance covers many wind-related losses; rising water needs a flood policy.
- **Know your lease's casualty section.** Texas law addresses what happens when a storm makes a unit totally or partially unusable, including possible lease termination or a rent reduction. Get any agreement in writing.
- **Watch for mold** if water got in, and report it right away.

## Start now

The best time to prepare is a calm week in May or early June. Spend an afternoon on your go-kit, your documents and a quick conversation with the leasing office, and you'll be ahead of most of your neighbors when the first storm shows up in the forecast.`,
  },
  {
    slug: "renting-with-pets-in-houston",
    title: "Renting With Pets in Houston: Rules, Fees and Keeping Them Cool",
    excerpt:
      "Breed and weight limits, pet deposits vs. fees vs. pet rent, favorite dog parks and heat safety, plus what to know about assistance animals.",
    author: "Maya Thompson",
    tags: ["pets", "leases"],
    publishedAt: "2026-07-09",
    content: `Houston is pet-friendly in most of the ways that count. Lots of apartments accept pets, newer buildings often have dog parks and pet-washing stations, and the bayou trails are full of dogs every morning. But policies vary widely, and pet charges can change which apartment is really the better deal. Here's what to know.

## Breed and weight restrictions

Many properties restrict certain breeds and sizes, usually because of their insurance. Common examples include pit bull types, Rottweilers, Dobermans, German shepherds, chows, Akitas, wolf hybrids and mixes of those breeds. Weight limits range from fairly strict to none at all.

What we've learned from helping a lot of pet owners:

- **Get the written pet policy** before you apply. Don't rely on a website or a phone call.
- **Mixed breeds are often judged by appearance.** If your dog could be mistaken for a restricted breed, bring vet records, a DNA test if you have one and a recent photo, and get approval in writing.
- **Policies differ between properties,** even under the same management company. A "no" at one building isn't a "no" everywhere.
- **Most properties limit the number of pets,** often to two per unit.
- **Cats and small animals** are accepted more widely, but ask about aquarium size limits and caged animals.

Never hide a pet. Leases typically allow steep charges for unauthorized animals, and it can lead to a lease violation or a bad rental reference.

## Pet deposits, pet fees and pet rent

These terms get mixed up constantly:

- **Pet deposit:** refundable at move-out, minus any pet damage.
- **Pet fee:** one-time and non-refundable.
- **Pet rent:** a monthly charge, usually per pet, for the whole lease.

A building with no deposit but high pet rent can cost much more over a year than one with a bigger upfront charge, so do the math for the full lease term and for each animal. Also ask whether the property requires pet liability insurance, which is increasingly common for dogs.

## Choosing a pet-friendly unit

- **Ground-floor units with a patio** make late-night potty breaks easy, but weigh that against flood risk and security.
- **Upper floors** mean stairs or elevator rides several times a day. Easy for a small dog, harder for an older large one.
- **Look for green space nearby,** not just an on-site dog park. A small gravel pet area gets old fast.
- **Check the flooring.** Hard floors are easier to clean, and carpet raises the odds of pet-related deductions at move-out.

## Dog parks around town

Houston has a strong network of public dog parks. A few favorites:

- **Johnny Steele Dog Park** in Buffalo Bayou Park along Allen Parkway, with separate areas for large and small dogs.
- **Millie Bush Bark Park** in George Bush Park on the far west side, large and popular, with ponds for swimming.
- **Ervan Chew Park** in Montrose, a small neighborhood park with a dog run.
- **Discovery Green** downtown, with dog runs for big and small dogs.
- **TC Jester Dog Park,** northwest of the Heights near the bayou trails.

Many suburbs and master-planned communities have their own dog parks as well.

## Heat safety

Houston summers are dangerous for pets, especially flat-faced breeds, seniors and dogs with heavy coats.

- **Walk early and late.** Before about 8 a.m. and after sunset are the most comfortable times for much of the summer.
- **Test the pavement.** Hold the back of your hand on asphalt or concrete for several seconds. If it's too hot for you, it's too hot for paws.
- **Carry water** and keep afternoon outings short.
- **Never leave a pet in a parked car,** even for a few minutes. The temperature inside climbs to deadly levels quickly.
- **Know the signs of heatstroke:** heavy panting, drooling, weakness, vomiting and bright red gums. Get to a vet right away.
- **Plan for outages.** If the power goes out in summer, your pets need somewhere cool too. Include them in your hurricane plan.

## Assistance animals

Under federal fair housing law, service animals and emotional support animals aren't pets. If you have a disability and a disability-related need for an assistance animal, you can request a reasonable accommodation. In general:

- Landlords **can't charge pet deposits, pet fees or pet rent** for an approved assistance animal.
- Breed and weight restrictions generally don't apply, though a specific animal that poses a direct threat or causes serious damage can be excluded.
- If the disability or need isn't obvious, the landlord may ask for reliable documentation, typically from a health care provider who knows you.
- You're still responsible for any damage the animal causes.

Certificates or registrations bought online generally aren't treated as reliable documentation on their own. Work with your own provider.

## Finding the right fit

When you tell us about your pets, include the breed, weight and number of animals. We'll filter out buildings that won't accept them before you spend a dollar on application fees.`,
  },
  {
    slug: "apartment-move-in-checklist",
    title: "The Apartment Move-In Checklist: Inspection, Utilities, Keys and More",
    excerpt:
      "Your first 48 hours in a new apartment shape your deposit refund and your monthly bills. A step-by-step move-in checklist for Houston renters.",
    author: "Carlos Rivera",
    tags: ["moving", "leases", "budgeting"],
    publishedAt: "2026-08-13",
    content: `Moving day is exhausting, and it's tempting to drop the boxes and deal with the paperwork later. But your first couple of days in a new apartment decide a lot: whether you get your full deposit back, whether the lights come on, and whether your first electric bill is a shock. Use this checklist.

## Before move-in day

- **Confirm the details in writing.** A week out, confirm your move-in date and time, unit number, amount due and accepted payment methods. Many properties want online payment or certified funds for the first month.
- **Reserve the elevator or loading area.** Mid-rise buildings often require you to book a freight elevator and move during set hours. Ask about garage clearance, too; many garages won't fit a moving truck.
- **Buy renter's insurance.** Most properties want proof of coverage, with the property listed as an interested party, before handing over keys.
- **Start electricity** a few days ahead, so it's on when you arrive.

## Electricity: choosing a provider

Most of the Houston area is in Texas's deregulated electricity market:

- The **poles and wires** belong to the local utility, CenterPoint in most of the area. You don't choose it, and it's who restores power after outages.
- You choose a **retail electric provider,** which sells you the power and sends the bill.

You can compare plans on the state's official Power to Choose site or shop providers directly. Before you pick, open the plan's **Electricity Facts Label** and check:

- **The price at your likely usage.** Advertised rates are often shown at 1,000 kWh. A plan with a bill credit that kicks in at exactly 1,000 kWh can be expensive at 600 or 1,400 kWh, and apartment usage swings a lot between April and August.
- **Fixed or variable.** Fixed rates hold steady for the contract term; variable rates can jump.
- **Contract length and cancellation fee.** Texas rules generally let you end a contract without a penalty when you move, if you give notice and a forwarding address.
- **Base charges or minimum-usage fees** that hurt in low-usage months.

A few properties bill electricity themselves or have a preferred provider, and some suburban addresses sit outside the deregulated market. Ask the leasing office which applies. Your provider will need your address and the meter's **ESI ID,** which the office or provider can look up.

## Internet, water and trash

- **Internet:** Ask which providers serve the building. Some buildings include internet through a bulk agreement; others are wired for only one or two options, and fiber availability varies block by block. Book installation early.
- **Water, sewer and trash:** Usually billed back by the property, often through a third-party billing company. Get the company's name so you recognize the first bill.

## The move-in inspection

This is the most important step for your security deposit. Most Houston leases include an **inventory and condition form** that you fill out and return within a short window after moving in. Don't skip it.

- **Walk every room before unloading boxes.**
- **Photograph and video everything,** with close-ups of scratches, stains, chipped counters, cracked tiles, carpet wear, screens, blinds and the inside of appliances.
- **Test everything:** switches, outlets, faucets, toilets, shower, stove burners, oven, dishwasher, disposal, washer and dryer, ceiling fans and smoke alarms.
- **Run the AC** for a while and confirm it actually cools. In summer, a weak AC is urgent.
- **Look for pests** under sinks and behind appliances.
- **Write every issue on the form,** keep a copy and email your photos to the office so there's a dated record.
- **Submit maintenance requests** for anything broken and save the confirmations.

## Keys and access

Make sure you receive and test:

- Unit keys or smart-lock access
- Fobs or app access for gates, garages, amenities and building entrances
- Your mailbox key
- Package locker registration
- Garage remote, parking sticker or permit

Note how many of each you received and what replacements cost.

## The first week

- **Update your address** with the post office, bank, employer and subscriptions.
- **Update your Texas driver's license.** Texas expects you to change your address within 30 days of moving. New to Texas? You have a limited window to get a Texas license and register your vehicle.
- **Register to vote** at your new address.
- **Find the breaker box, water shutoff and fire extinguisher.**
- **Save the emergency maintenance number** in your phone.
- **Learn the trash rules,** including valet trash pickup times.
- **Say hello to a neighbor.** Useful for storms, packages and the unwritten building rules.

## Keep a folder

Store your lease, addenda, inspection form, photos, receipts and insurance documents in one place, digital and paper. You'll want them at renewal and move-out, and future you will be grateful.`,
  },
  {
    slug: "houston-suburbs-vs-inner-loop",
    title: "Suburbs or Inner Loop? Katy, Sugar Land, Pearland and The Woodlands Compared",
    excerpt:
      "More space and newer buildings, or a shorter commute and walkable streets? An honest comparison of four popular Houston suburbs with life inside the Loop.",
    author: "Carlos Rivera",
    tags: ["suburbs", "neighborhoods", "commuting", "budgeting"],
    publishedAt: "2026-09-17",
    content: `It's one of the biggest decisions in a Houston apartment search: rent inside the 610 Loop, close to downtown, the Medical Center and the city's densest neighborhoods, or head to a suburb for more space, newer buildings and a quieter pace. Neither is better. They're different trade-offs, and the right answer depends on where you work, who you live with and how you like to spend a Saturday.

## Inside the Loop

Montrose, the Heights, Midtown, the Museum District, downtown, EaDo and the Rice Village area make up the core of urban Houston.

**Pros:**

- Short drives or transit rides to downtown, the TMC, Greenway Plaza and the Galleria
- Restaurants, nightlife, museums, parks and bayou trails close by
- Walkable pockets and access to METRORail
- Housing of every kind, from vintage fourplexes to luxury high-rises

**Cons:**

- Higher rent per square foot, especially in new buildings
- Smaller units and fewer attached garages
- More noise and density
- Older buildings can come with older systems

## Katy

West along I-10, Katy pairs a small historic downtown with large master-planned communities such as Cinco Ranch. Its well-regarded school district draws families, and shopping and dining hubs like LaCenterra and Katy Mills keep growing.

- **Good for:** families, people who work in the Energy Corridor or west Houston, and renters who want newer apartments with attached garages.
- **Commute:** I-10 into the city can crawl at rush hour; the Westpark Tollway and Grand Parkway help for some trips. METRO park & ride buses run from the Katy area to major job centers.
- **Watch for:** flood history in some areas, including neighborhoods near the Addicks and Barker reservoirs. Check each property.

## Sugar Land

Southwest along US-59/I-69 in Fort Bend County, Sugar Land is polished and carefully planned, with a busy Town Square, strong schools and Constellation Field, home of the Sugar Land Space Cowboys.

- **Good for:** families and people working in the southwest suburbs, Westchase or the Galleria area.
- **Commute:** I-69 toward the Loop is a well-known bottleneck. Fort Bend County runs commuter buses to major job centers.
- **Watch for:** rents that tend to run higher than nearby suburbs, and flood risk in some areas near the Brazos River.

## Pearland

Directly south of the city along SH 288, Pearland has grown quickly, with many new apartment communities and plenty of retail. Its biggest selling point for many renters is how close it is to the Texas Medical Center.

- **Good for:** TMC employees, nurses and residents who want more space, and families looking for value.
- **Commute:** SH 288's managed toll lanes can make the drive to the TMC and downtown fast and predictable, for a price.
- **Watch for:** properties near Clear Creek and other drainage channels, and ground-floor units in low spots.

## The Woodlands

About 30 miles north of downtown along I-45, The Woodlands is a master-planned community known for its tree canopy, trails, the Waterway, Market Street and the Cynthia Woods Mitchell Pavilion. It's close to major north-side employers, including ExxonMobil's campus in Spring.

- **Good for:** people working in the north suburbs or near Bush Intercontinental Airport, families, and anyone who wants green space and a self-contained community.
- **Commute:** I-45 into the city is long and congested, and the Hardy Toll Road is the usual alternative. The Woodlands runs its own express bus service to downtown, Greenway Plaza and the TMC.
- **Watch for:** a daily downtown or Medical Center commute is a major commitment. Also, some addresses in the area are served by a regulated electric utility rather than the deregulated market, so check before you shop for a plan.

## Comparing the real cost

Suburban rents are often lower per square foot, and you'll usually get more room, newer appliances and maybe an attached garage. But add in:

- Gas and tolls for a longer commute
- Time: an extra 30 minutes each way adds up to well over 200 hours a year
- A second car, if your household needs one
- What you'll actually do on weeknights and weekends

For a household that works in the suburbs, the suburbs often win easily. For a single person who works downtown and loves eating out, the Loop often wins even at a higher rent.

## How we help

Tell us where each adult in your household works, your budget and what you want nearby. We'll compare a few options inside the Loop and in the suburbs by total monthly cost and commute time, so you can decide with real numbers instead of gut feelings.`,
  },
  {
    slug: "downtown-and-eado-living",
    title: "Downtown and EaDo Living: Stadiums, Parks, Tunnels and Parking",
    excerpt:
      "High-rise views, game-day energy and a walk to work. What it's really like to rent downtown or in EaDo, including the tunnels, Discovery Green and parking costs.",
    author: "Maya Thompson",
    tags: ["downtown", "neighborhoods", "commuting"],
    publishedAt: "2026-11-05",
    content: `For a long time, downtown Houston was a place people worked in and left at 5 p.m. That's changed. Thousands of people now live in downtown high-rises and in the converted warehouses and new mid-rises of East Downtown, better known as EaDo. If you want pro sports, big parks and a walk to work, this part of the city delivers. It also has quirks worth understanding before you sign.

## Downtown at a glance

Downtown's residential buildings range from historic office towers converted into apartments to modern high-rises with rooftop pools. Most cluster around Main Street, Market Square, the Theater District and the east side near Discovery Green.

**What you get:**

- A walk to the office if you work downtown, plus access to all three METRORail lines
- The **Theater District,** one of the largest in the country, with the symphony, opera, ballet and touring Broadway shows
- **Market Square Park** and the bars and restaurants around it
- **Buffalo Bayou** trails along the northwest edge
- **Discovery Green,** a roughly 12-acre park across from the George R. Brown Convention Center, with a lake, lawns, dog runs, a playground and a steady calendar of free concerts, markets and movies

## The tunnels

Beneath downtown is a network of climate-controlled pedestrian tunnels and skywalks, roughly six miles long, linking dozens of office buildings and lined with food courts, coffee shops, dry cleaners and other services.

Things newcomers don't expect:

- **The tunnels serve office workers.** Most sections are open only during weekday business hours and close in the evening and on weekends.
- **Access is through buildings,** usually by escalator from an office lobby. Very few residential buildings connect directly.
- **Navigation takes practice.** It's easy to get turned around until you learn a few landmarks.

For residents, the tunnels are perfect for a weekday lunch or errand on a 100-degree day, but they're no substitute for street-level groceries and dining.

## EaDo

East of downtown across US-59/I-69, EaDo was a warehouse district that has filled in with apartments, townhomes, breweries, bars and restaurants. Shell Energy Stadium, home of the Houston Dynamo and Houston Dash soccer teams, anchors the neighborhood, and the Green and Purple lines run through it.

- **Feel:** grittier and more casual than downtown, with murals, patios and a younger crowd.
- **Housing:** mostly mid-rise apartments and townhomes, often with more space for the money than downtown high-rises.
- **Trade-offs:** some blocks are still industrial or empty, lighting varies, and the area is still filling in. Walk your route after dark before signing.

## Game days and events

Downtown and EaDo form Houston's event district. The Astros play at the ballpark on the east side of downtown, long known as Minute Maid Park and renamed Daikin Park in 2025. The Rockets play at Toyota Center. Add Dynamo and Dash matches, conventions, concerts, parades and marathons, and crowds are a regular part of life.

That's great if you love the energy. It also means:

- **Traffic and street closures** on event nights, sometimes right at your garage entrance
- **Event pricing** at surface lots near the venues
- **Noise** as crowds head home

Ask the leasing staff how the building handles event days and whether the garage entrance is on a street that closes.

## Parking costs

Parking is the line item that surprises most downtown renters.

- **Garage parking is often extra.** Many downtown buildings charge monthly for each space, and a second car can cost as much as a utility bill or more.
- **Reserved and covered spaces** cost more than unreserved ones.
- **Guest parking is limited.** Visitors may need meters or paid garages, so ask about guest passes.
- **Street meters** have posted enforcement hours that vary by block, including evenings in busy areas. Read the signs.
- **EaDo** buildings and townhomes more often include parking, though street spots get scarce on match days.

If you work downtown and can live without a car, or cut a household down to one, the savings can offset much of the rent premium.

## Groceries and errands

Downtown's grocery options have improved but are still thinner than in Midtown or the Heights. Many residents walk or drive to a nearby full-size store or rely on delivery. Before signing, find your closest grocery store, pharmacy and gym and try the walk.

## Who it fits

Downtown and EaDo work best for people who work nearby, love events and want a true city lifestyle with little driving. If you want quiet, a yard for a big dog or easy weekend parking for guests, another neighborhood may suit you better. Tell us how you want your evenings to look, and we'll show you buildings on the right blocks.`,
  },
];
