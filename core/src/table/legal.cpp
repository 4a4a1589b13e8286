// Table rules: the legal actions of the seat to act, and applying one.
#include <algorithm>
#include <bit>
#include <string>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

namespace {

[[noreturn]] void illegal(int seat, const std::string& message) {
    fail(ErrorKind::InvalidArgument, "illegal action by seat " + std::to_string(seat) + ": " + message);
}

std::string chips(Chips c) { return std::to_string(c); }

const char* limit_name(Betting b) { return b == Betting::PotLimit ? "the pot limit" : "the fixed limit"; }

}  // namespace

LegalActions TableState::legal_actions() const {
    LegalActions la;
    if (phase_ == Phase::Drawing && actor_ >= 0) {
        const Seat& s = seats_[static_cast<std::size_t>(actor_)];
        la.discard = true;
        la.max_discard = std::popcount(s.hole) + s.unknown;
        return la;
    }
    if (phase_ != Phase::Betting || actor_ < 0) return la;
    const Seat& s = seats_[static_cast<std::size_t>(actor_)];
    const Chips to_call = std::max<Chips>(current_bet_ - s.bet, 0);
    const Chips cap = s.bet + s.stack;  // the street total when all-in
    // The full bet: what a completion of the bring-in reaches.
    const Chips full = config_->betting == Betting::FixedLimit ? fixed_bet() : min_bet_;
    if (bring_in_due_) {
        // Post the bring-in or complete; no fold, no check.
        la.bring_in = true;
        la.bring_in_amount = std::min(config_->bring_in, s.stack);
        if (s.stack <= config_->bring_in) {
            // Too short for the bring-in: post it all-in, or bet the stack as
            // a short completion (a full bet over it reopens the betting).
            la.all_in = true;
            la.all_in_to = cap;
            la.bet_or_raise = true;
            la.min_to = la.max_to = cap;
            return la;
        }
        Chips max_to = cap;
        if (config_->betting == Betting::FixedLimit) max_to = std::min(cap, full);
        if (config_->betting == Betting::PotLimit) max_to = std::min(cap, std::max(full, pot_total()));
        la.bet_or_raise = true;
        la.min_to = std::min(full, max_to);
        la.max_to = max_to;
        if (max_to == cap) {
            la.all_in = true;
            la.all_in_to = cap;
        }
        return la;
    }
    if (to_call > 0) {
        la.fold = true;
        la.call = true;
        la.call_amount = std::min(to_call, s.stack);
        if (s.stack <= to_call) {
            la.all_in = true;  // an all-in call
            la.all_in_to = cap;
        }
    } else {
        la.check = true;
    }
    // A raise needs an opponent who could put in more than the bet to call.
    bool opponent_can_answer = false;
    for (int i = 0; i < seat_count(); ++i) {
        const Seat& o = seats_[static_cast<std::size_t>(i)];
        if (i != actor_ && !o.folded && o.bet + o.stack > current_bet_) opponent_can_answer = true;
    }
    const bool reopened = !s.acted || current_bet_ - s.faced >= last_raise_;
    const bool capped = config_->betting == Betting::FixedLimit && raises_ >= kFixedLimitRaises;
    if (s.stack > to_call && opponent_can_answer && reopened && !capped) {
        // After a bring-in the next bet completes it to the full bet.
        const Chips next_to = completing_ ? std::max(full, current_bet_) : current_bet_ + last_raise_;
        Chips max_to = cap;
        if (config_->betting == Betting::PotLimit) {
            // Call first, then raise by the whole pot including that call.
            max_to = std::min(cap, std::max(next_to, current_bet_ + pot_total() + to_call));
        } else if (config_->betting == Betting::FixedLimit) {
            max_to = std::min(cap, next_to);
        }
        Chips min_to = next_to;
        if (min_to > max_to) min_to = max_to;  // only a short all-in remains
        la.bet_or_raise = true;
        la.min_to = min_to;
        la.max_to = max_to;
        if (max_to == cap) {
            la.all_in = true;
            la.all_in_to = cap;
        }
    }
    return la;
}

TableState TableState::apply(ActionKind kind, Chips amount) const& {
    TableState next = *this;
    next.act(kind, amount);
    return next;
}

TableState TableState::apply(ActionKind kind, Chips amount) && {
    act(kind, amount);
    return std::move(*this);
}

TableState TableState::apply_recorded(ActionKind kind, Chips amount) && {
    act(kind, amount, true);
    return std::move(*this);
}

void TableState::act(ActionKind kind, Chips amount, bool recorded) {
    if (phase_ != Phase::Betting || actor_ < 0) {
        fail(ErrorKind::InvalidArgument,
             phase_ == Phase::Finished  ? "the hand is over; no action can be applied"
             : phase_ == Phase::Drawing ? "seat " + std::to_string(actor_) + " must draw first (discard or stand pat)"
             : family_ == Family::Board ? std::string("the board must be dealt before anyone acts")
                                        : std::string("the cards due must be dealt before anyone acts"));
    }
    const LegalActions la = legal_actions();
    const Seat& s = seats_[static_cast<std::size_t>(actor_)];
    const Chips to_call = std::max<Chips>(current_bet_ - s.bet, 0);
    if (kind == ActionKind::Discard) {
        illegal(actor_, "discarding is not a betting action; a draw game's seats discard in its draw rounds");
    }
    if (bring_in_due_ && (kind == ActionKind::Fold || kind == ActionKind::Check || kind == ActionKind::Call ||
                          kind == ActionKind::CheckOrCall)) {
        illegal(actor_, "the bring-in is due: post it (" + chips(la.bring_in_amount) + ") or complete to " +
                            chips(la.bet_or_raise ? la.min_to : la.bring_in_amount));
    }
    if (kind == ActionKind::BringIn && !la.bring_in) {
        illegal(actor_, family_ == Family::Stud ? "the bring-in is posted only by the first seat on third street"
                                                : "only stud games have a bring-in");
    }
    if (kind == ActionKind::CheckOrCall) kind = to_call > 0 ? ActionKind::Call : ActionKind::Check;
    if (kind == ActionKind::AllIn && bring_in_due_ && s.stack <= config_->bring_in) kind = ActionKind::BringIn;
    if (kind == ActionKind::AllIn) {
        if (s.stack <= to_call) {
            kind = ActionKind::Call;
        } else if (la.all_in) {
            kind = ActionKind::BetOrRaise;
            amount = la.all_in_to;
        } else if (!la.bet_or_raise) {
            illegal(actor_,
                    "going all-in would raise, and raising is closed (every opponent is all-in or covered "
                    "by the bet, a short all-in did not reopen the betting, or the street's raises are capped); "
                    "call or fold");
        } else {
            illegal(actor_, "all-in to " + chips(s.bet + s.stack) + " exceeds " + limit_name(config_->betting) +
                                " of " + chips(la.max_to));
        }
    }
    if (recorded && kind == ActionKind::BetOrRaise && config_->betting == Betting::FixedLimit && la.bet_or_raise &&
        amount > current_bet_ && amount < la.min_to) {
        // A history may raise only to what the deepest opponent can put in:
        // the fixed raise, whose part nobody can call comes back.
        Chips deepest = 0;
        for (int i = 0; i < seat_count(); ++i) {
            const Seat& o = seats_[static_cast<std::size_t>(i)];
            if (i != actor_ && !o.folded) deepest = std::max(deepest, o.bet + o.stack);
        }
        if (amount >= deepest) amount = la.min_to;
    }
    Seat& m = seats_[static_cast<std::size_t>(actor_)];
    Action done;
    done.seat = actor_;
    done.kind = kind;
    switch (kind) {
        case ActionKind::BringIn:
            m.stack -= la.bring_in_amount;
            m.bet += la.bring_in_amount;
            m.contributed += la.bring_in_amount;
            if (m.stack == 0) m.all_in = true;
            current_bet_ = std::max(current_bet_, m.bet);
            bring_in_due_ = false;
            completing_ = true;
            done.amount = m.bet;
            break;
        case ActionKind::Fold:
            if (!la.fold) {
                if (!recorded) illegal(actor_, "folding is not offered when checking is free; check instead");
                done.needless = true;
                ++needless_folds_;
            }
            m.folded = true;
            break;
        case ActionKind::Check:
            if (!la.check) {
                illegal(actor_, "cannot check facing a bet of " + chips(current_bet_) + "; call " +
                                    chips(la.call_amount) + ", raise or fold");
            }
            break;
        case ActionKind::Call:
            if (!la.call) illegal(actor_, "there is nothing to call; check instead");
            m.stack -= la.call_amount;
            m.bet += la.call_amount;
            m.contributed += la.call_amount;
            if (m.stack == 0) m.all_in = true;
            done.amount = m.bet;
            break;
        case ActionKind::BetOrRaise: {
            const char* what = current_bet_ > 0 ? "raise" : "bet";
            if (!la.bet_or_raise) {
                if (s.stack <= to_call) illegal(actor_, "the stack cannot cover more than a call");
                if (config_->betting == Betting::FixedLimit && raises_ >= kFixedLimitRaises) {
                    illegal(actor_, "the street's " + std::to_string(kFixedLimitRaises) +
                                        " bets and raises are made (fixed limit); call or fold");
                }
                if (!s.acted || current_bet_ - s.faced >= last_raise_) {
                    illegal(actor_, std::string("no ") + what +
                                        " is allowed: every opponent is all-in or covered by the bet to call");
                }
                illegal(actor_,
                        "a short all-in raise did not reopen the betting for a seat that already acted; "
                        "call or fold");
            }
            if (config_->betting == Betting::FixedLimit && amount != la.min_to && la.min_to == la.max_to) {
                illegal(actor_, std::string(what) + " to " + chips(amount) + " is not the fixed-limit " + what +
                                    " to " + chips(la.min_to) + " (this street's bets and raises are " +
                                    chips(fixed_bet()) + ")");
            }
            if (amount < la.min_to) {
                illegal(actor_, std::string(what) + " to " + chips(amount) + " is below the minimum " + what + " to " +
                                    chips(la.min_to) +
                                    (current_bet_ > 0
                                         ? " (the minimum raise is the last full raise, " + chips(last_raise_) + ")"
                                         : " (the minimum bet is " + chips(min_bet_) + ")"));
            }
            if (amount > la.max_to) {
                const bool limit_cap = config_->betting != Betting::NoLimit && la.max_to < s.bet + s.stack;
                illegal(actor_, std::string(what) + " to " + chips(amount) + " is above the maximum " +
                                    chips(la.max_to) + " (" + (limit_cap ? limit_name(config_->betting) : "the stack") +
                                    ")");
            }
            const Chips add = amount - s.bet;
            m.stack -= add;
            m.bet = amount;
            m.contributed += add;
            if (m.stack == 0) m.all_in = true;
            // The street's first bet opens the action to every seat, even when
            // it is an all-in for less than the minimum bet. So does the completion of a bring-in.
            if (current_bet_ == 0 || completing_) {
                for (Seat& o : seats_) o.acted = false;
            }
            const Chips increment = amount - current_bet_;
            if (completing_ || bring_in_due_) {
                // The completion: later raises are by the full bet at least.
                last_raise_ = std::max(last_raise_, amount);  // stud's third street has no blinds
                if (config_->betting == Betting::FixedLimit) last_raise_ = fixed_bet();
            } else if (increment >= last_raise_) {
                last_raise_ = increment;
            }
            completing_ = false;
            bring_in_due_ = false;
            current_bet_ = amount;
            ++raises_;
            done.amount = amount;
            break;
        }
        default:
            illegal(actor_, "unknown action");
    }
    m.acted = true;
    m.faced = current_bet_;
    record(done);
    advance();
}

}  // namespace xiapl
