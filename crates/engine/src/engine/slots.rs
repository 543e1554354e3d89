//! What a module keeps for itself during one turn (whether a figure has
//! flown, the ferries moved so far, its pieces off the table as the turn has
//! changed them): one typed slot per type, kept by the turn, read and
//! written by the module whose type it is. The engine never looks inside:
//! it copies the slots with the turn and hands them back in
//! [`super::After`].

use std::any::{Any, TypeId};

/// A module's state for one turn: any type that can be copied along with
/// the turn (the move list tries each deployment on a copy).
pub trait State: Any + Send + Sync {
    /// A copy, boxed.
    fn boxed_copy(&self) -> Box<dyn State>;
    /// As `Any`, to be read back as its own type.
    fn as_any(&self) -> &dyn Any;
    /// As `Any`, to be changed as its own type.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// Becomes a copy of `source` in place, reusing its own memory, if
    /// `source` is of its type; says whether it did.
    fn assign_from(&mut self, source: &dyn State) -> bool;
}

impl<T: Any + Clone + Send + Sync> State for T {
    fn boxed_copy(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn assign_from(&mut self, source: &dyn State) -> bool {
        match source.as_any().downcast_ref::<T>() {
            Some(source) => {
                self.clone_from(source);
                true
            }
            None => false,
        }
    }
}

/// The slots of one turn, by type; empty until a module writes its own.
#[derive(Default)]
pub struct Slots(Vec<(TypeId, Box<dyn State>)>);

impl Clone for Slots {
    fn clone(&self) -> Self {
        Slots(
            self.0
                .iter()
                .map(|(id, state)| (*id, (**state).boxed_copy()))
                .collect(),
        )
    }

    // The move list copies a turn for every deployment it tries: most turns
    // leave every slot empty, and the others copy the same types into the
    // same places each time, so the copy reuses the slots it already has.
    fn clone_from(&mut self, source: &Self) {
        if self.0.is_empty() && source.0.is_empty() {
            return;
        }
        self.0.truncate(source.0.len());
        let mut kept = 0;
        for ((id, mine), (other, theirs)) in self.0.iter_mut().zip(&source.0) {
            if id != other || !(**mine).assign_from(&**theirs) {
                break;
            }
            kept += 1;
        }
        self.0.truncate(kept);
        self.0.extend(
            source.0[kept..]
                .iter()
                .map(|(id, state)| (*id, (**state).boxed_copy())),
        );
    }
}

impl std::fmt::Debug for Slots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Slots({})", self.0.len())
    }
}

impl Slots {
    /// The slot of type `T`, if a module has written it this turn.
    pub fn get<T: State>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.0
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, state)| (**state).as_any().downcast_ref())
    }

    /// The slot of type `T`, made with its default value the first time.
    pub fn get_mut<T: State + Default>(&mut self) -> &mut T {
        self.get_or_insert_with(T::default)
    }

    /// The slot of type `T`, made by `init` the first time (a piece's state
    /// starts as the position has it).
    pub fn get_or_insert_with<T: State>(&mut self, init: impl FnOnce() -> T) -> &mut T {
        let id = TypeId::of::<T>();
        let i = match self.0.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.0.push((id, Box::new(init())));
                self.0.len() - 1
            }
        };
        // A slot is filed under its own type's id, so the cast holds.
        match (*self.0[i].1).as_any_mut().downcast_mut() {
            Some(state) => state,
            None => unreachable!(),
        }
    }

    /// Writes the slot of type `T`, replacing what it held.
    pub fn put<T: State>(&mut self, value: T) {
        let id = TypeId::of::<T>();
        match self.0.iter_mut().find(|(t, _)| *t == id) {
            Some((_, state)) => *state = Box::new(value),
            None => self.0.push((id, Box::new(value))),
        }
    }

    /// Whether no module has written a slot.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Empties every slot, keeping the memory (a new turn on a reused copy).
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Default, Debug, PartialEq)]
    struct Count(u32);

    #[derive(Clone, Default, Debug, PartialEq)]
    struct Seen(Vec<&'static str>);

    #[derive(Clone, Default, Debug, PartialEq)]
    struct Extra(u8);

    #[test]
    fn each_type_has_its_own_slot_and_a_copy_is_separate() {
        let mut slots = Slots::default();
        assert_eq!(slots.get::<Count>(), None);
        slots.get_mut::<Count>().0 += 2;
        slots.get_mut::<Seen>().0.push("a");
        slots.get_mut::<Count>().0 += 1;
        assert_eq!(slots.get::<Count>(), Some(&Count(3)));
        let copy = slots.clone();
        slots.get_mut::<Seen>().0.push("b");
        assert_eq!(copy.get::<Seen>(), Some(&Seen(vec!["a"])));
        assert_eq!(slots.get::<Seen>(), Some(&Seen(vec!["a", "b"])));
        slots.clear();
        assert_eq!(slots.get::<Count>(), None);
    }

    #[test]
    fn copying_into_slots_of_other_types_or_lengths_gives_the_source() {
        let mut source = Slots::default();
        source.get_mut::<Count>().0 = 7;
        source.get_or_insert_with(|| Seen(vec!["x"]));
        // Same types in the same places, fewer, more, and another order.
        let mut same = source.clone();
        same.get_mut::<Count>().0 = 1;
        let mut fewer = Slots::default();
        fewer.get_mut::<Count>();
        let mut more = source.clone();
        more.get_mut::<Extra>();
        let mut swapped = Slots::default();
        swapped.get_mut::<Seen>();
        swapped.get_mut::<Count>();
        for mut copy in [same, fewer, more, swapped, Slots::default()] {
            copy.clone_from(&source);
            assert_eq!(copy.get::<Count>(), Some(&Count(7)));
            assert_eq!(copy.get::<Seen>(), Some(&Seen(vec!["x"])));
            assert_eq!(copy.get::<Extra>(), None);
        }
        let mut emptied = source.clone();
        emptied.clone_from(&Slots::default());
        assert_eq!(emptied.get::<Count>(), None);
    }
}
