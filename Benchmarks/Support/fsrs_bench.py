"""The fsrs-rs side of figure (o), through `fsrs-rs-python` from PyPI (the Rust FSRS
optimizer that Anki uses, built as a Python module).

    fsrs_bench.py fit CSV                    # timed: fit FSRS-6 to the log, print the parameters
    fsrs_bench.py evaluate CSV P1 [P2 ...]   # untimed: log loss of each parameter set (a JSON
                                             # list of 21 numbers) on the log's reviews

CSV has `export --reviews-csv`'s columns (card_id, review_time in Unix milliseconds,
review_rating 1-4, ...). A review's elapsed days are whole days since the card's review
before, rounded down, as SwiftDrill counts them, so both optimizers see the same reviews:
one training item per review after a card's first that came a day or more after the one
before (Anki's conversion, `convert_to_fsrs_item` in fsrs-rs-python's examples).
"""

import csv
import json
import math
import sys
from collections import defaultdict

from fsrs_rs_python import FSRS, FSRSItem, FSRSReview

DAY_MS = 86_400_000


def histories(path):
    """Each card's reviews in time order, as (time in ms, rating)."""
    cards = defaultdict(list)
    with open(path, newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            cards[row["card_id"]].append((int(row["review_time"]), int(row["review_rating"])))
    for reviews in cards.values():
        reviews.sort()
    return cards


def items(path):
    """The training items, oldest last review first: (time, card id, the reviews as
    (rating, elapsed days))."""
    dated = []
    for card, reviews in histories(path).items():
        steps = []
        previous = reviews[0][0]
        for time, rating in reviews:
            delta = (time - previous) // DAY_MS
            steps.append((rating, delta))
            if delta > 0:
                dated.append((time, int(card), list(steps)))
            previous = time
    dated.sort(key=lambda entry: entry[0])
    return dated


def item(steps):
    return FSRSItem([FSRSReview(rating, delta) for rating, delta in steps])


def fit(path):
    dated = items(path)
    train = [item(entry[2]) for entry in dated]
    card_ids = [entry[1] for entry in dated]
    parameters = FSRS([]).compute_parameters(train, card_ids=card_ids)
    print(json.dumps({"parameters": parameters, "items": len(train)}))


def evaluate(path, parameter_sets):
    """Mean log loss (unweighted) and count of the predicted recall of every item's last
    review, from the memory fsrs-rs computes for the reviews before it."""
    evaluation = [entry[2] for entry in items(path)]
    before = [item(steps[:-1]) for steps in evaluation]
    results = []
    for parameters in parameter_sets:
        states = FSRS(parameters).memory_state_batch(before)
        decay = -parameters[20]
        factor = 0.9 ** (1 / decay) - 1
        loss = 0.0
        for steps, state in zip(evaluation, states):
            rating, delta = steps[-1]
            p = (1 + factor * delta / state.stability) ** decay
            p = min(max(p, 1e-6), 1 - 1e-6)
            loss -= math.log(p) if rating > 1 else math.log(1 - p)
        results.append({"log_loss": loss / len(evaluation), "reviews": len(evaluation)})
    print(json.dumps(results))


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "fit":
        fit(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "evaluate":
        evaluate(sys.argv[2], [json.loads(text) for text in sys.argv[3:]])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
