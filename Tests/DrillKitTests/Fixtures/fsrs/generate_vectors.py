#!/usr/bin/env python3
"""Writes vectors.json: review sequences scheduled by the reference py-fsrs (6.x), fuzz off.

Run from this folder:  python3 generate_vectors.py
Each case names a scheduler configuration and a list of reviews; every review records
its absolute time and the card's state after it (state, step, stability, difficulty,
due, last_review) and the card's retrievability just before it. Times are Unix seconds.
The fuzz table records, for intervals of 1..400 days (and some large ones), the smallest
and largest fuzzed interval py-fsrs can return (its random draw forced to 0 and to just
under 1), plus a few exact draws.
"""

import json
import random
from importlib.metadata import version
from datetime import datetime, timedelta, timezone

import fsrs.scheduler as fsrs_scheduler
from fsrs import Card, Rating, Scheduler

START = datetime(2026, 1, 5, 9, 0, 0, tzinfo=timezone.utc)
RATINGS = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}


def seconds(moment):
    return moment.timestamp()


def config(**overrides):
    base = {
        "parameters": list(fsrs_scheduler.DEFAULT_PARAMETERS),
        "desired_retention": 0.9,
        "learning_steps": [60, 600],
        "relearning_steps": [600],
        "maximum_interval": 36500,
    }
    base.update(overrides)
    return base


def make_scheduler(cfg):
    return Scheduler(
        parameters=cfg["parameters"],
        desired_retention=cfg["desired_retention"],
        learning_steps=[timedelta(seconds=s) for s in cfg["learning_steps"]],
        relearning_steps=[timedelta(seconds=s) for s in cfg["relearning_steps"]],
        maximum_interval=cfg["maximum_interval"],
        enable_fuzzing=False,
    )


def next_time(card, timing, rng):
    """When the next review happens, relative to the card's last review and due date."""
    if card.last_review is None:
        return START
    last, due = card.last_review, card.due
    span = due - last
    if timing == "due":
        return due
    if timing == "early":
        return last + span * 0.3
    if timing == "late":
        return due + span * 2
    if timing == "same_day":
        return last + timedelta(hours=2)
    if timing == "next_day":
        return last + timedelta(days=1, minutes=5)
    if timing == "much_later":
        return due + timedelta(days=400)
    if timing == "random":
        moment = last + span * rng.uniform(0.05, 3.0) + timedelta(seconds=rng.randint(0, 7200))
        return moment.replace(microsecond=0)
    raise ValueError(timing)


def run_case(name, cfg, plan, seed=0):
    scheduler = make_scheduler(cfg)
    rng = random.Random(seed)
    card = Card(card_id=1, due=START)
    reviews = []
    for rating_name, timing in plan:
        at = next_time(card, timing, rng)
        before_r = scheduler.get_card_retrievability(card, current_datetime=at)
        card, _ = scheduler.review_card(card, RATINGS[rating_name], review_datetime=at)
        reviews.append(
            {
                "rating": int(RATINGS[rating_name]),
                "at": seconds(at),
                "retrievability_before": before_r,
                "state": int(card.state),
                "step": card.step,
                "stability": card.stability,
                "difficulty": card.difficulty,
                "due": seconds(card.due),
                "last_review": seconds(card.last_review),
            }
        )
    return {"name": name, "scheduler": cfg, "start": seconds(START), "reviews": reviews}


def random_plan(rng, length, timings=("due", "early", "late", "random", "same_day", "random")):
    names = list(RATINGS)
    weights = [0.15, 0.15, 0.55, 0.15]
    return [(rng.choices(names, weights)[0], rng.choice(timings)) for _ in range(length)]


def fuzz_table():
    scheduler = Scheduler(enable_fuzzing=True)
    original = fsrs_scheduler.random
    rows = []
    try:
        for days in list(range(1, 401)) + [500, 1000, 5000, 36000, 36499, 36500]:
            row = {"days": days}
            for key, draw in (("lowest", 0.0), ("highest", 1.0 - 2.0**-53), ("mid", 0.5), ("q", 0.37)):
                fsrs_scheduler.random = lambda value=draw: value
                row[key] = scheduler._get_fuzzed_interval(interval=timedelta(days=days)).days
            rows.append(row)
    finally:
        fsrs_scheduler.random = original
    return rows


def main():
    cases = []
    for name in RATINGS:
        cases.append(run_case(f"new card rated {name}", config(), [(name, "due")]))
    cases.append(
        run_case("learning steps then graduate", config(), [("good", "due"), ("good", "due"), ("good", "due")])
    )
    cases.append(
        run_case(
            "hard and again in learning",
            config(),
            [("hard", "due"), ("again", "due"), ("hard", "due"), ("good", "due"), ("hard", "due"), ("good", "due")],
        )
    )
    cases.append(run_case("on time reviews", config(), [("good", "due")] * 12))
    cases.append(run_case("easy all the way", config(), [("easy", "due")] * 10))
    cases.append(run_case("hard all the way", config(), [("hard", "due")] * 12))
    cases.append(run_case("early reviews", config(), [("good", "due")] * 3 + [("good", "early")] * 8))
    cases.append(run_case("late reviews", config(), [("good", "due")] * 3 + [("good", "late")] * 6))
    cases.append(
        run_case(
            "lapse and relearn",
            config(),
            [("easy", "due"), ("good", "due"), ("again", "due"), ("hard", "due"), ("again", "due"),
             ("good", "due"), ("good", "due"), ("again", "late"), ("easy", "due"), ("good", "due")],
        )
    )
    cases.append(
        run_case(
            "same-day reviews in review state",
            config(),
            [("easy", "due"), ("good", "same_day"), ("again", "same_day"), ("hard", "same_day"),
             ("good", "next_day"), ("easy", "same_day")],
        )
    )
    cases.append(
        run_case("review after a long absence", config(), [("good", "due")] * 4 + [("good", "much_later"), ("again", "much_later")])
    )
    cases.append(run_case("desired retention 0.8", config(desired_retention=0.8), [("good", "due")] * 8 + [("again", "due"), ("good", "due")]))
    cases.append(run_case("desired retention 0.97", config(desired_retention=0.97), [("good", "due")] * 8))
    cases.append(run_case("maximum interval 30", config(maximum_interval=30), [("easy", "due")] * 8))
    cases.append(
        run_case(
            "three learning steps, two relearning steps",
            config(learning_steps=[60, 300, 1800], relearning_steps=[300, 3600]),
            [("hard", "due"), ("good", "due"), ("hard", "due"), ("good", "due"), ("good", "due"), ("good", "due"),
             ("again", "due"), ("hard", "due"), ("good", "due"), ("hard", "due"), ("good", "due")],
        )
    )
    cases.append(
        run_case(
            "one learning step",
            config(learning_steps=[120], relearning_steps=[120]),
            [("hard", "due"), ("again", "due"), ("good", "due"), ("again", "due"), ("hard", "due"), ("good", "due")],
        )
    )
    cases.append(
        run_case(
            "no learning or relearning steps",
            config(learning_steps=[], relearning_steps=[]),
            [("hard", "due"), ("good", "due"), ("again", "due"), ("again", "due"), ("easy", "due")],
        )
    )
    custom = [round(value * factor, 4) for value, factor in zip(fsrs_scheduler.DEFAULT_PARAMETERS, [1.1, 0.9] * 10 + [1.2])]
    custom = [min(max(v, lo), hi) for v, lo, hi in zip(custom, fsrs_scheduler.LOWER_BOUNDS_PARAMETERS, fsrs_scheduler.UPPER_BOUNDS_PARAMETERS)]
    cases.append(run_case("custom parameters", config(parameters=custom), random_plan(random.Random(7), 30), seed=7))
    for seed in range(1, 9):
        plan_rng = random.Random(seed * 101)
        cases.append(run_case(f"random sequence {seed}", config(), random_plan(plan_rng, 60), seed=seed))

    vectors = {
        "generator": f"py-fsrs {version('fsrs')} via generate_vectors.py",
        "cases": cases,
        "fuzz": {"maximum_interval": 36500, "rows": fuzz_table()},
    }
    with open("vectors.json", "w") as handle:
        json.dump(vectors, handle, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
